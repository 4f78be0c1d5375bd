import type { z } from 'zod/mini'
import type { whoWeAreSchema } from '../../../schemas/blocks/who-we-are.ts'
import { MediaImage } from '../../widgets/media-image.tsx'

export type GalleryImage = z.output<typeof whoWeAreSchema>['images'][number]

/** Enough slides for a seamless loop: at least two copies of the images, more when there are few. */
const MIN_LOOP_SLIDES = 12

export interface Slide {
  key: string
  image: GalleryImage
  index: number
  duplicate: boolean
}

export function loopSlides(images: GalleryImage[]): Slide[] {
  if (images.length === 0) return []
  const copies = Math.max(2, Math.ceil(MIN_LOOP_SLIDES / images.length))
  const slides: Slide[] = []
  for (let copy = 0; copy < copies; copy++)
    images.forEach((image, i) => {
      slides.push({ key: `${copy}-${image.id}-${i}`, image, index: i, duplicate: copy > 0 })
    })
  return slides
}

export function GallerySlides({ slides }: { slides: Slide[] }) {
  return (
    <ul className="who-we-are__track">
      {slides.map((slide) => (
        <li key={slide.key} className="who-we-are__slide" aria-hidden={slide.duplicate || undefined}>
          <MediaImage image={slide.image} className="who-we-are__image" sizes="320px" />
        </li>
      ))}
    </ul>
  )
}

/** The gallery as plain markup: shown until the carousel's code has arrived. */
export function GalleryStrip({ images }: { images: GalleryImage[] }) {
  return (
    <div className="who-we-are__gallery">
      <div className="who-we-are__viewport">
        <GallerySlides slides={loopSlides(images)} />
      </div>
    </div>
  )
}
