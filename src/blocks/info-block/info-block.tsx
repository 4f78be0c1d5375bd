import type { infoBlockSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { Blob } from '../../widgets/shapes.tsx'

/** Info block: title, description paragraphs, an image and an optional video button, animated in on scroll. */
export default function InfoBlock({ content }: BlockProps<typeof infoBlockSchema>) {
  const f = fieldsOf(content)
  return (
    <Editable.SectionFrame className="info-block section" inner="info-block__inner" reveal={0.15}>
      {(headingId) => (
        <>
          <div className="info-block__media">
            <Blob shape="pebble" fill="#e3f1ef" className="info-block__blob" />
            <Editable.Image field={f.imageSrc} className="media-text__media info-block__image" sizes="(min-width: 900px) 45vw, 100vw" />
          </div>
          <Editable.MediaTextColumn fields={f} headingId={headingId} className="info-block__text" offered buttonClass="button--ghost" />
        </>
      )}
    </Editable.SectionFrame>
  )
}
