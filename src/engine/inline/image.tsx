import { type ImageValue, MediaImage, type MediaImageProps } from '../../widgets/media-image.tsx'
import type { Field } from '../fields.ts'
import { cx } from './cx.ts'
import { useEditHandle, useHiddenField } from './edit-handle.ts'

type ImgProps = Omit<MediaImageProps, 'image'> & {
  field: Field<ImageValue | undefined>
  /**
   * A background behind other content, which covers it: in edit mode it gets its own handle,
   * named after its field ('Edit: Background image'), at the block's corner.
   */
  background?: boolean
}

/** An image from content; in edit mode a click replaces it (upload or the media library) or edits its alt text. */
export function Img({ field, className, background, ...rest }: ImgProps) {
  const handle = useEditHandle(field.$path)
  if (useHiddenField(field.$path)) return null
  if (!handle) return <MediaImage image={field.$value} className={className} {...rest} />
  if (background)
    return (
      <>
        <MediaImage image={field.$value} className={className} {...rest} />
        <button
          type="button"
          {...handle.props}
          role={undefined}
          tabIndex={undefined}
          className={cx(handle.props.className, 'editable-background button button--ghost')}
        >
          {handle.name}
        </button>
      </>
    )
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
