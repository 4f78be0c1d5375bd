import { useId } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import type { gallerySchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { Carousel } from '../../widgets/carousel/carousel.tsx'
import { MediaImage } from '../../widgets/media-image.tsx'

type GalleryImage = BlockProps<typeof gallerySchema>['content']['images'][number]
const imageKey = (image: GalleryImage) => image.id
const renderImage = (image: GalleryImage) => <MediaImage image={image} className="gallery__image" sizes="340px" />

/** Why choose us block 2: a title over images that scroll in a seamless, continuous loop. */
export default function Gallery({ content }: BlockProps<typeof gallerySchema>) {
  const f = fieldsOf(content)
  const { t } = useI18n()
  const localize = useLocalize()
  const editing = !!useOptionalBlock()?.editing
  const headingId = useId()
  return (
    <section className="gallery section" aria-labelledby={headingId}>
      <Editable.SectionHead id={headingId} title={f.title} center reveal={0.2} className="container" />
      {editing ? (
        <div className="container">
          <Editable.List field={f.images}>
            <ul className="gallery__edit-grid">
              {f.images.$items.map((image) => (
                <li key={image.$value.id}>
                  <Editable.Image field={image} className="gallery__image" sizes="240px" />
                </li>
              ))}
            </ul>
          </Editable.List>
        </div>
      ) : (
        content.images.length > 0 && (
          <Carousel
            mode="auto"
            items={content.images}
            keyOf={imageKey}
            renderSlide={renderImage}
            label={localize(content.title) || t('Gallery')}
            className="gallery__carousel"
          />
        )
      )}
    </section>
  )
}
