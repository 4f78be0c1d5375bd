import type { visionSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { readableTextOn } from '../../widgets/contrast.ts'

/** spec §9: 0.2 s animation delay per vision item. */
export const VISION_ITEM_DELAY_S = 0.2

/** Vision: sections of image, title and description on a background colour, image sides alternating. */
export default function Vision({ content }: BlockProps<typeof visionSchema>) {
  const f = fieldsOf(content)
  const textColor = readableTextOn(content.backgroundColor)
  return (
    <section
      className={['vision', 'section', textColor === '#ffffff' ? 'vision--dark' : ''].filter(Boolean).join(' ')}
      style={{ backgroundColor: content.backgroundColor, color: textColor }}
    >
      <div className="container">
        <Editable.ColourChip field={f.backgroundColor} className="vision__color" b="vision" />
        <Editable.MediaTextRows
          field={f.sections}
          b="vision"
          image={(section) => section.image}
          sizes="(min-width: 900px) 50vw, 100vw"
          heading="h2"
          reveal={{ amount: 0.2, distance: 32 }}
          stagger={VISION_ITEM_DELAY_S}
        />
      </div>
    </section>
  )
}
