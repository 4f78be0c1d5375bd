import type { ReactNode } from 'react'
import type { z } from 'zod/mini'
import type { postsSchema } from './schema.ts'
import { Editable } from '../../engine/editable.ts'
import type { Fields } from '../../engine/fields.ts'
import { ArticleCard } from '../article/article-card.tsx'

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
  return (
    <ArticleCard
      b="post-card"
      variant={post.$value.type}
      item={post}
      eager={eager}
      to={postPath(post.$value.id)}
      summary={post.description}
      editing={editing}
      actions={actions}
    >
      <p className="post-card__meta">
        <Editable.Text field={post.tag} className="post-card__tag" />
        <Editable.Text field={post.date} className="post-card__date" />
      </p>
    </ArticleCard>
  )
}
