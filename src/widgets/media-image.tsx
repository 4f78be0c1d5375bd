import { mediaUrl } from '../api/config.ts'
import { type LocalizedValue, useLocalize } from '../i18n/localize.ts'

export interface ImageValue {
  src: string
  alt: LocalizedValue
  width?: number
  height?: number
}

export interface MediaImageProps {
  image: ImageValue | undefined
  className?: string
  /** Above the fold: load at once, with high priority. */
  eager?: boolean
  /** Decorative images have empty alt text for assistive technology. */
  decorative?: boolean
  sizes?: string
}

/** An image from content, with its stored size so the page reserves its space. */
export function MediaImage({ image, className, eager, decorative, sizes }: MediaImageProps) {
  const localize = useLocalize()
  if (!image?.src) return null
  return (
    <img
      src={mediaUrl(image.src)}
      alt={decorative ? '' : localize(image.alt)}
      width={image.width}
      height={image.height}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}
