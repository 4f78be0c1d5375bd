import { useId } from 'react'
import type { gallerySchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { ImageLoopField } from '../../engine/inline/image-loop-field.tsx'

/** Why choose us block 2: a title over images that scroll in a seamless, continuous loop. */
export default function Gallery({ content }: BlockProps<typeof gallerySchema>) {
  const f = fieldsOf(content)
  const headingId = useId()
  return (
    <section className="gallery section" aria-labelledby={headingId}>
      <Editable.SectionHead id={headingId} title={f.title} center reveal={0.2} className="container" />
      <ImageLoopField field={f.images} title={f.title} sizes="340px" editSizes="240px" className="gallery__carousel" />
    </section>
  )
}
