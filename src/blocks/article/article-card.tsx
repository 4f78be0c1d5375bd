import type { ReactNode } from 'react'
import { Editable } from '../../engine/editable.ts'
import type { Field } from '../../engine/fields.ts'
import type { LocalizedValue } from '../../i18n/localize.ts'
import type { ImageValue } from '../../widgets/media-image.tsx'

interface ArticleCardProps {
  /** The card's class prefix: 'post-card' gives `post-card__image`, `post-card__title`… */
  b: string
  /** A modifier of the card's class (a post's type: `post-card--event`). */
  variant?: string
  item: { readonly image: Field<ImageValue>; readonly title: Field<LocalizedValue> }
  /** Above the fold (the featured strip): its picture loads at once. */
  eager?: boolean
  /** The item's own page, which the title links to (not in edit mode). */
  to: string
  /** The words under the title; their class is named after their field (`post-card__description`). */
  summary: Field<LocalizedValue>
  editing: boolean
  /** Edit-mode buttons (edit, delete). */
  actions?: ReactNode
  /** What stands above the title (a post's tag and date, a story's industry and solution). */
  children?: ReactNode
}

/** A post's or a customer story's card: its picture, then its title, linking to its page, and a summary. */
export function ArticleCard({ b, variant, item, eager, to, summary, editing, actions, children }: ArticleCardProps) {
  return (
    <article className={`media-card article-card ${b}${variant ? ` ${b}--${variant}` : ''}`}>
      <Editable.Image field={item.image} className={`media-card__image ${b}__image`} sizes="(min-width: 900px) 380px, 90vw" eager={eager} />
      <div className={`article-card__body ${b}__body`}>
        {children}
        <Editable.TitleLink
          field={item.title}
          to={to}
          editing={editing}
          className={`article-card__title ${b}__title`}
          linkClassName={`article-card__link ${b}__link`}
        />
        <Editable.Paragraphs field={summary} className={`article-card__summary ${b}__${String(summary.$path.at(-1))}`} />
        {actions && <div className={`article-card__actions ${b}__actions`}>{actions}</div>}
      </div>
    </article>
  )
}
