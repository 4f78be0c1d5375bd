import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Editable } from '../../engine/editable.ts'
import type { Field } from '../../engine/fields.ts'
import { type LocalizedValue, useLocalize } from '../../i18n/localize.ts'
import type { ImageValue } from '../../widgets/media-image.tsx'

interface ArticleCardProps {
  /** The card's class and its parts' prefix: `post-card`, `story-card`. */
  kind: string
  /** A modifier class besides it. */
  modifier?: string
  /** The post's or story's picture and title. */
  item: { image: Field<ImageValue | undefined>; title: Field<LocalizedValue> }
  /** Above the fold: the picture loads at once. */
  eager?: boolean
  /** Over the title: a post's tag and date, a story's industry and solution. */
  top?: ReactNode
  /** The article's page. */
  to: string
  /** Under the title: a post's summary, a story's quote (its class is `{kind}__{summaryName}`). */
  summary: Field<LocalizedValue>
  summaryName: string
  editing: boolean
  /** Edit-mode buttons. */
  actions?: ReactNode
}

/**
 * A post's or a story's card: picture, title (a link to the article's page, over the whole card,
 * except in edit mode, where it edits in place) and summary.
 */
export function ArticleCard({ kind, modifier, item, eager, top, to, summary, summaryName, editing, actions }: ArticleCardProps) {
  const localize = useLocalize()
  return (
    <article className={modifier ? `${kind} ${modifier}` : kind}>
      <Editable.Image field={item.image} className={`${kind}__image`} sizes="(min-width: 900px) 380px, 90vw" eager={eager} />
      <div className={`article-card__body ${kind}__body`}>
        {top}
        {editing ? (
          <Editable.Text field={item.title} as="h3" className={`article-card__title ${kind}__title`} />
        ) : (
          <h3 className={`article-card__title ${kind}__title`}>
            <Link to={to} className={`stretched-link article-card__link ${kind}__link`}>
              {localize(item.title.$value)}
            </Link>
          </h3>
        )}
        <Editable.Paragraphs field={summary} className={`article-card__summary ${kind}__${summaryName}`} />
        {actions && <div className={`article-card__actions ${kind}__actions`}>{actions}</div>}
      </div>
    </article>
  )
}
