import { useId } from 'react'
import type { benefitsListSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { readableTextOn } from '../../widgets/contrast.ts'
import { Reveal } from '../../widgets/reveal.tsx'

/** spec §9: 0.2 s animation delay per benefit on the why-choose-us page. */
export const BENEFIT_DELAY_S = 0.2

/** Why choose us block 3: benefits, each a picture, a title and a description, on a background colour. */
export default function BenefitsList({ content }: BlockProps<typeof benefitsListSchema>) {
  const f = fieldsOf(content)
  const editing = !!useOptionalBlock()?.editing
  const headingId = useId()
  const dark = readableTextOn(content.backgroundColor) === '#ffffff'
  return (
    <section
      className={['benefits-list', 'section', dark ? 'benefits-list--dark' : ''].filter(Boolean).join(' ')}
      style={{ backgroundColor: content.backgroundColor }}
      aria-labelledby={content.title.en || content.title.ar || editing ? headingId : undefined}
    >
      <div className="container">
        <Editable.ColourChip field={f.backgroundColor} className="benefits-list__colour" b="benefits-list" />
        <Editable.Text field={f.title} as="h2" className="section-head__title benefits-list__title" id={headingId} />
        <Editable.List field={f.items}>
          <ul className="benefits-list__items">
            {f.items.$items.map((item, i) => (
              <Reveal as="li" key={item.$value.id} className="benefits-list__item" amount={0.2} delay={i * BENEFIT_DELAY_S}>
                <Editable.MediaText
                  item={item}
                  b="benefits-list"
                  image={item.image}
                  sizes="96px"
                  boxed={false}
                  titleClass="benefits-list__item-title"
                />
              </Reveal>
            ))}
          </ul>
        </Editable.List>
      </div>
    </section>
  )
}
