import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { z } from 'zod/mini'
import type { postsSchema } from './schema.ts'
import { Editable } from '../../engine/editable.ts'
import type { Fields } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'

export type PostItem = z.output<typeof postsSchema>['posts'][number]

export const postPath = (id: string) => `/resources/${encodeURIComponent(id)}`

/** One post: picture, tag and date, title (a link to the post, except in edit mode) and summary. */
export function PostCard({
  post,
  editing,
  actions,
  eager,
}: {
  post: Fields<PostItem>
  editing: boolean
  /** Edit-mode buttons (delete). */
  actions?: ReactNode
  /** Above the fold (the featured strip): its picture loads at once. */
  eager?: boolean
}) {
  const localize = useLocalize()
  return (
    <article className={`media-card article-card post-card post-card--${post.$value.type}`}>
      <Editable.Image
        field={post.image}
        className="media-card__image post-card__image"
        sizes="(min-width: 900px) 380px, 90vw"
        eager={eager}
      />
      <div className="article-card__body post-card__body">
        <p className="post-card__meta">
          <Editable.Text field={post.tag} className="post-card__tag" />
          <Editable.Text field={post.date} className="post-card__date" />
        </p>
        {editing ? (
          <Editable.Text field={post.title} as="h3" className="article-card__title post-card__title" />
        ) : (
          <h3 className="article-card__title post-card__title">
            <Link to={postPath(post.$value.id)} className="stretched-link article-card__link post-card__link">
              {localize(post.title.$value)}
            </Link>
          </h3>
        )}
        <Editable.Paragraphs field={post.description} className="article-card__summary post-card__description" />
        {actions && <div className="article-card__actions post-card__actions">{actions}</div>}
      </div>
    </article>
  )
}
