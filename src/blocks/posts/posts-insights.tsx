import { useI18n } from '../../i18n/translation.tsx'
import { INSIGHT_POSTS, type postsSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { Reveal } from '../../widgets/reveal.tsx'
import { PostCard } from './post-card.tsx'

/** spec §9: cards appear 0.2 s apart. */
const CARD_DELAY_S = 0.2

/**
 * The cards of home's 'Insights and events': the first posts of resources block 3, drawn inside
 * home's block 7 (its heading and button are home's own). With no posts yet, visitors see
 * nothing and editors a hint.
 */
export default function PostsInsights({ content }: BlockProps<typeof postsSchema>) {
  const f = fieldsOf(content)
  const { t } = useI18n()
  const editing = !!useOptionalBlock()?.editing
  if (content.posts.length === 0 && !editing) return null
  return (
    <Editable.List field={f.posts}>
      {content.posts.length === 0 ? (
        <p className="posts__empty">{t('No posts yet. Add the first one to the list.')}</p>
      ) : (
        <ul className="card-grid posts__grid">
          {f.posts.$items.slice(0, INSIGHT_POSTS).map((post, i) => (
            <Reveal as="li" key={post.$value.id} amount={0.1} delay={i * CARD_DELAY_S}>
              <PostCard post={post} editing={editing} />
            </Reveal>
          ))}
        </ul>
      )}
    </Editable.List>
  )
}
