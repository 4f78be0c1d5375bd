import { imageVariants } from '../../schemas/media.ts'
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
  /** How wide the image shows, for choosing among its responsive copies. */
  sizes?: string
}

/**
 * An image from content, with its stored size so the page reserves its space. An uploaded raster
 * image offers its AVIF and WebP copies at three widths (made on upload) to browsers that take them.
 */
export function MediaImage({ image, className, eager, decorative, sizes }: MediaImageProps) {
  const localize = useLocalize()
  if (!image?.src) return null
  const img = (
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
  const variants = imageVariants(image.src, image.width)
  if (variants.length === 0) return img
  return (
    <picture>
      {variants.map((v) => (
        <source
          key={v.format}
          type={`image/${v.format}`}
          srcSet={v.srcset.map((s) => `${mediaUrl(s.path)} ${s.width}w`).join(', ')}
          sizes={sizes ?? '100vw'}
        />
      ))}
      {img}
    </picture>
  )
}
