import type { visionSchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useFieldLabel } from '../../engine/inline/edit-handle.ts'
import { Reveal } from '../../widgets/reveal.tsx'
import { readableTextOn } from '../../widgets/contrast.ts'

/** spec §9: 0.2 s animation delay per vision item. */
export const VISION_ITEM_DELAY_S = 0.2

/** Vision: sections of image, title and description on a background colour, image sides alternating. */
export default function Vision({ content }: BlockProps<typeof visionSchema>) {
  const f = fieldsOf(content)
  const editing = !!useOptionalBlock()?.editing
  const colourLabel = useFieldLabel(f.backgroundColor.$path)
  const textColor = readableTextOn(content.backgroundColor)
  return (
    <section
      className={['vision', 'section', textColor === '#ffffff' ? 'vision--dark' : ''].filter(Boolean).join(' ')}
      style={{ backgroundColor: content.backgroundColor, color: textColor }}
    >
      <div className="container">
        {editing && (
          <Editable.Area field={f.backgroundColor} className="vision__color">
            <span className="vision__swatch" style={{ backgroundColor: content.backgroundColor }} aria-hidden="true" />
            {colourLabel}
          </Editable.Area>
        )}
        <Editable.List field={f.sections}>
          <div className="vision__list">
            {f.sections.$items.map((section, i) => (
              <Reveal
                as="article"
                key={section.$value.id}
                className={['vision__item', i % 2 === 1 ? 'vision__item--flip' : ''].filter(Boolean).join(' ')}
                amount={0.2}
                distance={32}
                delay={i * VISION_ITEM_DELAY_S}
              >
                <div className="vision__media">
                  <Editable.Image field={section.image} className="vision__image" sizes="(min-width: 900px) 50vw, 100vw" />
                </div>
                <div className="vision__text">
                  <Editable.Text field={section.title} as="h2" className="vision__title" />
                  <Editable.Paragraphs field={section.description} className="vision__description" />
                </div>
              </Reveal>
            ))}
          </div>
        </Editable.List>
      </div>
    </section>
  )
}
