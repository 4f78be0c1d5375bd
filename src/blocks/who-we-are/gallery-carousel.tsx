import AutoScroll from 'embla-carousel-auto-scroll'
import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../../i18n/localize.ts'
import { useReducedMotion } from '../../widgets/use-reduced-motion.ts'
import { type GalleryImage, GallerySlides, loopSlides } from './gallery-strip.tsx'

/**
 * spec §9 'scroll speed 8000, continuous autoplay delay 0': a slow, continuous scroll that moves
 * about one slide (≈ 330 px with its spacing) every 8000 ms. Embla's auto-scroll speed is in
 * pixels per frame (≈ 60 frames a second).
 */
const SLIDE_TRAVEL_MS = 8000
const APPROX_SLIDE_PX = 330
export const AUTO_SCROLL_SPEED = APPROX_SLIDE_PX / (SLIDE_TRAVEL_MS / (1000 / 60))
/** The embla carousel that scrolls the gallery; its own chunk, fetched when the gallery nears the screen. */
export default function AutoScrollGallery({ images }: { images: GalleryImage[] }) {
  const { t } = useTranslation()
  const rtl = useLanguage() === 'ar'
  const reduceMotion = useReducedMotion()
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
        <GallerySlides slides={slides} />
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
