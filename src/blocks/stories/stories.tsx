import { useId } from 'react'
import type { storiesSchema } from '../../../schemas/blocks/stories.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { Reveal } from '../../widgets/reveal.tsx'
import { StoryCard } from './story-card.tsx'

/** Customer stories (customer-stories block 2): every story as a card linking to its page. */
export default function Stories({ content }: BlockProps<typeof storiesSchema>) {
  const f = fieldsOf(content)
  const editing = !!useOptionalBlock()?.editing
  const headingId = useId()
  return (
    <section className="stories section" aria-labelledby={headingId}>
      <div className="container">
        <Reveal className="section-head" amount={0.1}>
          <Editable.Text field={f.title} as="h2" className="section-head__title" id={headingId} />
          <Editable.Paragraphs field={f.subtitle} className="section-head__subtitle" />
        </Reveal>
        <Editable.List field={f.stories}>
          <ul className="card-grid stories__grid">
            {f.stories.$items.map((story) => (
              <li key={story.$value.id}>
                <StoryCard story={story} editing={editing} />
              </li>
            ))}
          </ul>
        </Editable.List>
      </div>
    </section>
  )
}
