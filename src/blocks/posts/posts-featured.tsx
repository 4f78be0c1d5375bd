import { FEATURED_POSTS, type postsSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { PostCard } from './post-card.tsx'

/** Resources block 2: the featured strip, the first three posts of resources block 3 (whatever the filter). */
export default function PostsFeatured({ content }: BlockProps<typeof postsSchema>) {
  const f = fieldsOf(content)
  const editing = !!useOptionalBlock()?.editing
  const featured = f.posts.$items.slice(0, FEATURED_POSTS)
  if (featured.length === 0 && !editing) return null
  return (
    <Editable.SectionFrame className="posts posts--featured section">
      {(headingId) => (
        <>
          <Editable.Text field={f.featuredTitle} as="h2" className="section-head__title posts__featured-title" id={headingId} />
          <ul className="posts__featured">
            {featured.map((post, i) => (
              <li key={post.$value.id} className={i === 0 ? 'posts__lead' : undefined}>
                <PostCard post={post} editing={editing} eager={i === 0} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Editable.SectionFrame>
  )
}
