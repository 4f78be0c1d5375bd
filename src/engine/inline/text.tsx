import type { ElementType } from 'react'
import type { Path } from '../../../schemas/paths.ts'
import { type LocalizedValue, useLocalize } from '../../i18n/localize.ts'
import { useEditHandle } from './editable.tsx'

interface TextProps {
  value: LocalizedValue
  path: Path
  as?: ElementType
  className?: string
  id?: string
}

/** A bilingual text in the current language; in edit mode a click edits it where it stands. */
export function Text({ value, path, as: Tag = 'span', className, id }: TextProps) {
  const localize = useLocalize()
  const handle = useEditHandle(path)
  const text = localize(value)
  if (!handle)
    return text ? (
      <Tag className={className} id={id}>
        {text}
      </Tag>
    ) : null
  return (
    <Tag id={id} {...handle} className={[className, handle.className].filter(Boolean).join(' ')}>
      {text || <span className="editable__empty">…</span>}
    </Tag>
  )
}

/** A bilingual text whose lines are paragraphs. */
export function Paragraphs({ value, path, className }: Omit<TextProps, 'as'>) {
  const localize = useLocalize()
  const handle = useEditHandle(path)
  const lines = localize(value)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  if (!handle && lines.length === 0) return null
  return (
    <div {...handle} className={[className, handle?.className].filter(Boolean).join(' ')}>
      {lines.length ? lines.map((line, i) => <p key={i}>{line}</p>) : <p className="editable__empty">…</p>}
    </div>
  )
}
