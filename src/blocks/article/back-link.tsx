import { Link } from 'react-router'
import { Editable } from '../../engine/editable.ts'
import type { Field } from '../../engine/fields.ts'
import { type LocalizedValue, useLocalize } from '../../i18n/localize.ts'

/** The intro's link back to the list; in edit mode its text edits in place. */
export function BackLink({ text, to, editing }: { text: Field<LocalizedValue>; to: string; editing: boolean }) {
  const localize = useLocalize()
  if (editing) return <Editable.Text field={text} className="article-intro__back" />
  return (
    <Link to={to} className="article-intro__back">
      <span aria-hidden="true" className="article-intro__arrow" />
      {localize(text.$value)}
    </Link>
  )
}
