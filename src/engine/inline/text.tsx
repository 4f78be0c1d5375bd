import type { ElementType } from 'react'
import { type LocalizedValue, useLocalize } from '../../i18n/localize.ts'
import type { Field } from '../fields.ts'
import { cx } from './cx.ts'
import { useEditHandle, useHiddenField } from './edit-handle.ts'

interface TextProps {
  field: Field<LocalizedValue>
  as?: ElementType
  className?: string
  id?: string
}

/** A bilingual text in the current language; in edit mode it is typed where it stands (the editor's chunk draws it then). */
export function Text({ field, as: Tag = 'span', className, id }: TextProps) {
  const localize = useLocalize()
  const handle = useEditHandle(field.$path, true)
  const hidden = useHiddenField(field.$path)
  const text = localize(field.$value)
  const InPlace = handle?.host.InPlaceText
  if (hidden || !(text || handle)) return null
  if (InPlace) return <InPlace field={field} as={Tag} className={className} id={id} />
  return (
    <Tag id={id} {...handle?.props} className={cx(className, handle?.props.className)}>
      {text || <span className="editable__empty">…</span>}
    </Tag>
  )
}

/**
 * A bilingual text whose lines are paragraphs. The last one sits flush with the element's end
 * (base.css); `spaced` keeps its margin, where paragraph groups follow one another (an article's body).
 */
export function Paragraphs({ field, className: own, spaced = false }: Omit<TextProps, 'as' | 'id'> & { spaced?: boolean }) {
  const className = cx(spaced ? undefined : 'paragraphs', own)
  const localize = useLocalize()
  const handle = useEditHandle(field.$path, true)
  const hidden = useHiddenField(field.$path)
  const lines = localize(field.$value)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  const InPlace = handle?.host.InPlaceText
  if (InPlace && !hidden) return <InPlace field={field} as="div" className={className} lines />
  if (hidden || (!handle && lines.length === 0)) return null
  return (
    <div {...handle?.props} className={cx(className, handle?.props.className)}>
      {lines.length ? lines.map((line, i) => <p key={i}>{line}</p>) : <p className="editable__empty">…</p>}
    </div>
  )
}
