import AutoScroll from 'embla-carousel-auto-scroll'
import useEmblaCarousel from 'embla-carousel-react'
import { domAnimation, LazyMotion, MotionConfig, m, useReducedMotion } from 'framer-motion'
import { useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BlockProps } from '../../../registry/define-block.ts'
import type { whoWeAreSchema } from '../../../schemas/blocks/who-we-are.ts'
import { useOptionalBlock } from '../../engine/block-context.tsx'
import { Img } from '../../engine/inline/image.tsx'
import { EditableList } from '../../engine/inline/list.tsx'
import { Paragraphs, Text } from '../../engine/inline/text.tsx'
import { useLanguage } from '../../i18n/localize.ts'
import './who-we-are.css'

type GalleryImage = BlockProps<typeof whoWeAreSchema>['content']['images'][number]

/** spec §9 'slide spacing 30'. */
export const SLIDE_SPACING_PX = 30
/**
 * spec §9 'scroll speed 8000, continuous autoplay delay 0': a slow, continuous scroll that moves
 * about one slide (≈ 330 px with its spacing) every 8000 ms. Embla's auto-scroll speed is in
 * pixels per frame (≈ 60 frames a second).
 */
const SLIDE_TRAVEL_MS = 8000
const APPROX_SLIDE_PX = 330
export const AUTO_SCROLL_SPEED = APPROX_SLIDE_PX / (SLIDE_TRAVEL_MS / (1000 / 60))
/** Enough slides for a seamless loop: at least two copies of the images, more when there are few. */
const MIN_LOOP_SLIDES = 12

interface Slide {
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

function AutoScrollGallery({ images }: { images: GalleryImage[] }) {
  const { t } = useTranslation()
  const rtl = useLanguage() === 'ar'
  const reduceMotion = useReducedMotion() ?? false
  const [paused, setPaused] = useState(false)
  const slides = useMemo(() => loopSlides(images), [images])
  const plugins = useMemo(
    () =>
      reduceMotion
        ? []
        : [AutoScroll({ speed: AUTO_SCROLL_SPEED, startDelay: 0, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })],
    [reduceMotion],
  )
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, dragFree: true, direction: rtl ? 'rtl' : 'ltr' }, plugins)

  useEffect(() => {
    const autoScroll = emblaApi?.plugins().autoScroll
    if (!autoScroll) return
    if (paused) autoScroll.stop()
    else autoScroll.play()
  }, [emblaApi, paused])

  return (
    <div className="who-we-are__gallery">
      <div className="who-we-are__viewport" ref={emblaRef} dir={rtl ? 'rtl' : 'ltr'}>
        <ul className="who-we-are__track">
          {slides.map((slide) => (
            <li key={slide.key} className="who-we-are__slide" aria-hidden={slide.duplicate || undefined}>
              <Img value={slide.image} path={['images', slide.index]} className="who-we-are__image" />
            </li>
          ))}
        </ul>
      </div>
      {!reduceMotion && (
        <div className="container who-we-are__controls">
          <button type="button" className="who-we-are__pause" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              {paused ? <path d="M8 5l11 7-11 7z" fill="currentColor" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />}
            </svg>
            {paused ? t('Play gallery') : t('Pause gallery')}
          </button>
        </div>
      )}
    </div>
  )
}

/** Who we are: title, description and an image gallery that scrolls in a seamless loop. */
export default function WhoWeAre({ content }: BlockProps<typeof whoWeAreSchema>) {
  const editing = !!useOptionalBlock()?.editing
  const headingId = useId()
  return (
    <section className="who-we-are section" aria-labelledby={headingId}>
      <MotionConfig reducedMotion="user">
        <LazyMotion features={domAnimation}>
          <m.div
            className="container who-we-are__intro"
            initial={{ opacity: 0, y: 24 }}
            whileInView={{ opacity: 1, y: 0 }}
            viewport={{ once: true, amount: 0.2 }}
            transition={{ duration: 0.6, ease: 'easeOut' }}
          >
            <Text value={content.title} path={['title']} as="h2" className="who-we-are__title" id={headingId} />
            <Paragraphs value={content.description} path={['description']} className="who-we-are__description" />
          </m.div>
        </LazyMotion>
      </MotionConfig>
      {editing ? (
        <div className="container">
          <EditableList path={['images']} label="Gallery images">
            <ul className="who-we-are__edit-grid">
              {content.images.map((image, i) => (
                <li key={image.id} className="who-we-are__slide">
                  <Img value={image} path={['images', i]} className="who-we-are__image" />
                </li>
              ))}
            </ul>
          </EditableList>
        </div>
      ) : (
        content.images.length > 0 && <AutoScrollGallery images={content.images} />
      )}
    </section>
  )
}
