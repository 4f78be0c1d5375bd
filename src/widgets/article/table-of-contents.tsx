import { type ReactNode, useId } from 'react'
import { useScrollSpy } from './use-scroll-spy.ts'

export interface TocEntry {
  id: string
  label: string
}

/** The article's headings as links to their anchors; the one the reader is at is marked (scroll-spy). */
export function TableOfContents({ title, entries }: { title: ReactNode; entries: readonly TocEntry[] }) {
  const active = useScrollSpy(entries.map((e) => e.id))
  const headingId = useId()
  if (entries.length === 0) return null
  return (
    <nav className="toc" aria-labelledby={headingId}>
      <h2 className="toc__title" id={headingId}>
        {title}
      </h2>
      <ol className="toc__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className={`toc__link${entry.id === active ? ' is-active' : ''}`}
              aria-current={entry.id === active ? 'location' : undefined}
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
