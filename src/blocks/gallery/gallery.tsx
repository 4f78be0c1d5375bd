import { useId } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import type { gallerySchema } from './schema.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import type { BlockProps } from '../../engine/block-definition.ts'
import { Editable } from '../../engine/editable.ts'
import { fieldsOf } from '../../engine/fields.ts'
import { useLocalize } from '../../i18n/localize.ts'
import { ImageLoop } from '../../widgets/image-loop.tsx'

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
            <ul className="image-loop__edit-grid">
              {f.images.$items.map((image) => (
                <li key={image.$value.id}>
                  <Editable.Image field={image} className="image-loop__image" sizes="240px" />
                </li>
              ))}
            </ul>
          </Editable.List>
        </div>
      ) : (
        <ImageLoop images={content.images} label={localize(content.title) || t('Gallery')} sizes="340px" className="gallery__carousel" />
      )}
    </section>
  )
}
