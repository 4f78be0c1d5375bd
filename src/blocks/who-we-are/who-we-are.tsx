import type { whoWeAreSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { ImageLoopField } from '../../engine/inline/image-loop-field.tsx'

/** Who we are: title, description and an image gallery that scrolls in a seamless loop. */
export default function WhoWeAre({ content }: BlockProps<typeof whoWeAreSchema>) {
  const f = fieldsOf(content)
  return (
    <Editable.SectionFrame
      className="who-we-are section"
      inner="who-we-are__intro"
      reveal={0.2}
      after={<ImageLoopField field={f.images} title={f.title} sizes="320px" editSizes="320px" slideClassName="who-we-are__slide" />}
    >
      {(headingId) => (
        <>
          <Editable.Text field={f.title} as="h2" className="who-we-are__title" id={headingId} />
          <Editable.Paragraphs field={f.description} className="who-we-are__description" />
        </>
      )}
    </Editable.SectionFrame>
  )
}
