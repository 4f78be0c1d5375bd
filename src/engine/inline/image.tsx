import { type ImageValue, MediaImage, type MediaImageProps } from '../../widgets/media-image.tsx'
import type { Field } from '../fields.ts'
import { cx } from './cx.ts'
import { useEditHandle, useHiddenField } from './edit-handle.ts'

/** An image from content; in edit mode a click replaces it (upload) or edits its alt text. */
export function Img({ field, className, ...rest }: Omit<MediaImageProps, 'image'> & { field: Field<ImageValue | undefined> }) {
  const handle = useEditHandle(field.$path)
  if (useHiddenField(field.$path)) return null
  if (!handle) return <MediaImage image={field.$value} className={className} {...rest} />
  return (
    <span {...handle.props} aria-label={handle.name} className={cx(className, handle.props.className, 'editable--image')}>
      {field.$value?.src ? (
        <MediaImage image={field.$value} {...rest} />
      ) : (
        <span className="editable__empty editable__empty--image">+</span>
      )}
    </span>
  )
}
