import { Carousel } from './carousel/carousel.tsx'
import { type ImageValue, MediaImage } from './media-image.tsx'

export type LoopImage = ImageValue & { id: string }

interface ImageLoopProps {
  images: readonly LoopImage[]
  /** The carousel's accessible name. */
  label: string
  /** The images' `sizes`. */
  sizes: string
  className?: string
  slideClassName?: string
}

const imageKey = (image: LoopImage) => image.id

/**
 * A section's pictures scrolling in a seamless, continuous loop (why choose us' gallery, about's
 * who we are); nothing without pictures. In edit mode the blocks show them still, in a grid.
 */
export function ImageLoop({ images, label, sizes, className, slideClassName }: ImageLoopProps) {
  if (images.length === 0) return null
  return (
    <Carousel
      mode="auto"
      items={images}
      keyOf={imageKey}
      renderSlide={(image) => <MediaImage image={image} className="image-loop__image" sizes={sizes} />}
      label={label}
      className={className}
      slideClassName={slideClassName}
    />
  )
}
