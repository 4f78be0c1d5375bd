import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useI18n } from '../../../i18n/translation.tsx'
import { useNotify } from '../../../notifications/notifications.tsx'
import { useContentEdits } from '../../content-edits.ts'
import { useContentStore } from '../../engine-context.tsx'
import { followPage, type Person } from './page-stream.ts'

/** 'Mona Harbi' → 'MH', 'منى الحربي' → 'مح' (past the article), 'sami@x.example' → 'S'. */
export function initials(name: string): string {
  const words = name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.startsWith('ال') ? w.slice(2) : w))
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words.slice(0, 1)
  return letters.map((w) => Array.from(w as string)[0]?.toLocaleUpperCase() ?? '').join('')
}

/** At most this many other pages are followed (the server's limit). */
const ALSO_MAX = 8
const SLUG = /^[a-z0-9-]{1,64}$/

/**
 * The other pages edit mode shows with this one, whose saves by others should show too: the
 * header and footer (every page's frame) and the pages its blocks borrowed from, as read so far.
 */
function shownWith(slug: string, qc: QueryClient, pageKey: (slug: string) => readonly string[]): string[] {
  // A page's key is its kind, then its slug (the store's pageKey): every page read so far.
  const read = qc
    .getQueryCache()
    .findAll({ queryKey: pageKey(slug).slice(0, 1) })
    .map((q) => q.queryKey[1])
  const slugs = new Set(['header', 'footer', ...read].filter((s): s is string => typeof s === 'string' && SLUG.test(s)))
  slugs.delete(slug)
  return [...slugs].slice(0, ALSO_MAX)
}

/**
 * Edit mode's live view of the page: who else has it open, and the blocks others save shown in
 * place (the page's own, and the header's, footer's and borrowed pages'), with a short notice. The page is read again rather than patched: what is typed in an
 * open editor is its own state and stays; saving it over a block changed underneath meets the
 * version check and the merge (merge.ts, conflict-choices.tsx).
 */
export function LivePage({ slug }: { slug: string }) {
  const { t } = useI18n()
  const qc = useQueryClient()
  const { pageKey } = useContentStore()
  const { pageEvents } = useContentEdits()
  const notify = useNotify()
  const [others, setOthers] = useState<Person[]>([])
  // The notice in the current language, without opening the stream again when the language changes.
  const updatedBy = useRef((name: string) => t('Updated by {{name}}', { name }))
  useEffect(() => {
    updatedBy.current = (name) => t('Updated by {{name}}', { name })
  }, [t])

  useEffect(
    () =>
      followPage(
        pageEvents,
        slug,
        {
          presence: setOthers,
          block(change) {
            void qc.invalidateQueries({ queryKey: pageKey(change.slug) })
            if (change.by) notify.show({ type: 'success', message: updatedBy.current(change.by.name) })
          },
        },
        shownWith(slug, qc, pageKey),
      ),
    [slug, qc, notify, pageKey, pageEvents],
  )

  if (others.length === 0) return null
  return (
    <div className="live-people" role="group" aria-label={t('Also editing this page')}>
      <span className="live-people__label">{t('Also editing this page')}</span>
      <ul className="inline-list live-people__list">
        {others.map((person) => (
          <li key={person.id} className="live-people__person">
            <span className="live-people__avatar" aria-hidden="true">
              {initials(person.name)}
            </span>
            <bdi className="live-people__name">{person.name}</bdi>
          </li>
        ))}
      </ul>
    </div>
  )
}
