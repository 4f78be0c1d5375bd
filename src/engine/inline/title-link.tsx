import { Link } from 'react-router'
import type { Field } from '../fields.ts'
import { type LocalizedValue, useLocalize } from '../../i18n/localize.ts'
import { Text } from './text.tsx'

interface TitleLinkProps {
  field: Field<LocalizedValue>
  /** The item's own page. */
  to: string
  /** Edit mode: the title edits in place and leads nowhere (a click must not navigate away). */
  editing: boolean
  className: string
  linkClassName: string
}

/**
 * A card's title (a post, a story, a vacancy): for visitors a link to the item's page that
 * stretches over the whole card; in edit mode the title itself, edited in place.
 */
export function TitleLink({ field, to, editing, className, linkClassName }: TitleLinkProps) {
  const localize = useLocalize()
  if (editing) return <Text field={field} as="h3" className={className} />
  return (
    <h3 className={className}>
      <Link to={to} className={`stretched-link ${linkClassName}`}>
        {localize(field.$value)}
      </Link>
    </h3>
  )
}
