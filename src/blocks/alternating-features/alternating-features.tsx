import { useId } from 'react'
import type { alternatingFeaturesSchema } from './schema.ts'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { Reveal } from '../../widgets/reveal.tsx'
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
        <Editable.List field={f.features}>
          <div className="alt-features__list">
            {f.features.$items.map((feature, i) => (
              <Reveal
                as="article"
                key={feature.$value.id}
                className={['alt-features__row', i % 2 === 1 ? 'alt-features__row--flip' : ''].filter(Boolean).join(' ')}
                amount={0.15}
              >
                <div className="alt-features__media">
                  <Editable.Image field={feature.imageSrc} className="alt-features__image" sizes="(min-width: 900px) 45vw, 100vw" />
                </div>
                <div className="alt-features__text">
                  <Editable.Text field={feature.title} as="h3" className="alt-features__title" />
                  <Editable.Paragraphs field={feature.description} className="alt-features__description" />
                </div>
              </Reveal>
            ))}
          </div>
        </Editable.List>
      </div>
    </section>
  )
}
