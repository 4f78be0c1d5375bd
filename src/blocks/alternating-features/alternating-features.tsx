import { useId } from 'react'
import type { alternatingFeaturesSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { Blob, DotGrid } from '../../widgets/shapes.tsx'

/** Features in rows whose image changes sides from one row to the next, over decorative blobs. */
export default function AlternatingFeatures({ content }: BlockProps<typeof alternatingFeaturesSchema>) {
  const f = fieldsOf(content)
  const headingId = useId()
  return (
    <section className="alt-features section" style={{ backgroundColor: content.backgroundColor }} aria-labelledby={headingId}>
      <Blob shape="pebble" fill={content.leftBlob.color} className="alt-features__blob alt-features__blob--start" />
      <Blob shape="leaf" fill={content.rightBlob.color} className="alt-features__blob alt-features__blob--end" />
      <DotGrid color="#6fb3ad" className="alt-features__dots" />
      <div className="container">
        <Editable.SectionHead id={headingId} title={f.mainTitle} center className="alt-features__head">
          <Blob shape="round" fill={content.titleBlob.color} className="alt-features__title-blob" />
        </Editable.SectionHead>
        <Editable.MediaTextRows
          field={f.features}
          b="alt-features"
          image={(feature) => feature.imageSrc}
          sizes="(min-width: 900px) 45vw, 100vw"
          reveal={{ amount: 0.15 }}
        />
      </div>
    </section>
  )
}
