import { useId } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { INSIGHT_POSTS, type postsSchema } from '../../../schemas/blocks/posts.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { Reveal } from '../../widgets/reveal.tsx'
import { PostCard } from './post-card.tsx'

/** spec §9: cards appear 0.2 s apart. */
const CARD_DELAY_S = 0.2

/**
 * Home's 'Insights and events' (block 7): the first posts of resources block 3 and a button to
 * all of them. With no posts yet, visitors see nothing and editors a hint.
 */
export default function PostsInsights({ content }: BlockProps<typeof postsSchema>) {
  const f = fieldsOf(content)
  const { t } = useI18n()
  const editing = !!useOptionalBlock()?.editing
  const headingId = useId()
  if (content.posts.length === 0 && !editing) return null
  return (
    <section className="posts posts--insights section" aria-labelledby={headingId}>
      <div className="container">
        <div className="posts__head">
          <Reveal className="section-head" amount={0.1}>
            <Editable.Text field={f.title} as="h2" className="section-head__title" id={headingId} />
            <Editable.Paragraphs field={f.subtitle} className="section-head__subtitle" />
          </Reveal>
          <Editable.Link text={f.buttonText} href={f.buttonLink} className="button button--ghost posts__all" />
        </div>
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
      </div>
    </section>
  )
}
