import { type LocalizedValue, useLocalize } from '../../i18n/localize.ts'
import { useI18n } from '../../i18n/translation.tsx'
import { ImageLoop, type LoopImage } from '../../widgets/image-loop.tsx'
import type { ImageValue } from '../../widgets/media-image.tsx'
import { useOptionalBlock } from '../block-context.tsx'
import type { Field } from '../fields.ts'
import { Img } from './image.tsx'
import { List } from './list.tsx'

interface ImageLoopFieldProps {
  field: Field<readonly LoopImage[]> & { readonly $items: readonly (Field<ImageValue | undefined> & { readonly $value: LoopImage })[] }
  /** The section's title: the loop is named after it ('Gallery' without one). */
  title: Field<LocalizedValue>
  /** The images' `sizes` in the loop and in the edit grid. */
  sizes: string
  editSizes: string
  className?: string
  slideClassName?: string
}

/**
 * A block's looping gallery of pictures (gallery, who we are); in edit mode a still grid of them
 * instead, each picture edited where it stands, as a moving loop cannot be clicked.
 */
export function ImageLoopField({ field, title, sizes, editSizes, className, slideClassName }: ImageLoopFieldProps) {
  const { t } = useI18n()
  const localize = useLocalize()
  if (!useOptionalBlock()?.editing)
    return (
      <ImageLoop
        images={field.$value}
        label={localize(title.$value) || t('Gallery')}
        sizes={sizes}
        className={className}
        slideClassName={slideClassName}
      />
    )
  return (
    <div className="container">
      <List field={field}>
        <ul className="image-loop__edit-grid">
          {field.$items.map((image) => (
            <li key={image.$value.id} className={slideClassName}>
              <Img field={image} className="image-loop__image" sizes={editSizes} />
            </li>
          ))}
        </ul>
      </List>
    </div>
  )
}
