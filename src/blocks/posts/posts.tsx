import { useId } from 'react'
import type { postsSchema } from '../../../schemas/blocks/posts.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { Reveal } from '../../widgets/reveal.tsx'
import { PostCard } from './post-card.tsx'

/** Resources' posts (resources block 3): every article and event as a card. */
export default function Posts({ content }: BlockProps<typeof postsSchema>) {
  const f = fieldsOf(content)
  const editing = !!useOptionalBlock()?.editing
  const headingId = useId()
  return (
    <section className="posts section" aria-labelledby={headingId}>
      <div className="container">
        <Reveal className="section-head" amount={0.1}>
          <Editable.Text field={f.title} as="h2" className="section-head__title" id={headingId} />
          <Editable.Paragraphs field={f.subtitle} className="section-head__subtitle" />
        </Reveal>
        <Editable.List field={f.posts}>
          <ul className="card-grid posts__grid">
            {f.posts.$items.map((post) => (
              <li key={post.$value.id}>
                <PostCard post={post} editing={editing} />
              </li>
            ))}
          </ul>
        </Editable.List>
      </div>
    </section>
  )
}
