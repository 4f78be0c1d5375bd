import AutoScroll from 'embla-carousel-auto-scroll'
import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { useLanguage } from '../../i18n/localize.ts'
import { useReducedMotion } from '../use-reduced-motion.ts'
import { type EngineProps, Track } from './slides.tsx'

/**
 * spec §9 'scroll speed 8000, continuous autoplay delay 0': a slow, continuous scroll that moves
 * about one slide (≈ 330 px with its spacing) every 8000 ms. Embla's auto-scroll speed is in
 * pixels per frame (≈ 60 frames a second).
 */
export const SLIDE_TRAVEL_MS = 8000
const APPROX_SLIDE_PX = 330
export const AUTO_SCROLL_SPEED = APPROX_SLIDE_PX / (SLIDE_TRAVEL_MS / (1000 / 60))

const Arrow = ({ back }: { back: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className="carousel__arrow">
    <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} stroke="currentColor" strokeWidth="2.4" fill="none" strokeLinecap="round" />
  </svg>
)

/** The embla carousel: its own chunk, fetched when the carousel nears the screen. */
export default function CarouselEngine<T>({ slides, renderSlide, mode, slideClassName }: EngineProps<T>) {
  const { t } = useI18n()
  const rtl = useLanguage() === 'ar'
  const reduceMotion = useReducedMotion()
  const auto = mode === 'auto'
  const [paused, setPaused] = useState(false)
  const plugins = useMemo(
    () =>
      auto && !reduceMotion
        ? [AutoScroll({ speed: AUTO_SCROLL_SPEED, startDelay: 0, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
        : [],
    [auto, reduceMotion],
  )
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, dragFree: auto, align: 'start', direction: rtl ? 'rtl' : 'ltr' }, plugins)

  useEffect(() => {
    const autoScroll = emblaApi?.plugins().autoScroll
    if (!autoScroll) return
    if (paused) autoScroll.stop()
    else autoScroll.play()
  }, [emblaApi, paused])

  // Previous and next only when there is somewhere to go (all slides may fit on a wide screen).
  const [scrollable, setScrollable] = useState(false)
  useEffect(() => {
    if (!emblaApi) return
    const update = () => setScrollable(emblaApi.canScrollNext() || emblaApi.canScrollPrev())
    update()
    emblaApi.on('reInit', update).on('resize', update)
    return () => {
      emblaApi.off('reInit', update).off('resize', update)
    }
  }, [emblaApi])

  const previous = useCallback(() => emblaApi?.scrollPrev(), [emblaApi])
  const next = useCallback(() => emblaApi?.scrollNext(), [emblaApi])

  return (
    <>
      <div className="carousel__viewport" ref={emblaRef} dir={rtl ? 'rtl' : 'ltr'}>
        <Track slides={slides} render={renderSlide} slideClassName={slideClassName} />
      </div>
      {auto && !reduceMotion && (
        <div className="container carousel__controls">
          <button
            type="button"
            className="carousel__button carousel__button--pause"
            aria-pressed={paused}
            onClick={() => setPaused((p) => !p)}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              {paused ? <path d="M8 5l11 7-11 7z" fill="currentColor" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />}
            </svg>
            {paused ? t('Play gallery') : t('Pause gallery')}
          </button>
        </div>
      )}
      {!auto && scrollable && (
        <div className="carousel__controls">
          <button type="button" className="carousel__button carousel__button--round" onClick={previous} aria-label={t('Previous slide')}>
            <Arrow back={!rtl} />
          </button>
          <button type="button" className="carousel__button carousel__button--round" onClick={next} aria-label={t('Next slide')}>
            <Arrow back={rtl} />
          </button>
        </div>
      )}
    </>
  )
}
