import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'

const Arrow = ({ back }: { back: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className="carousel__arrow">
    <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} stroke="currentColor" strokeWidth="2.4" fill="none" strokeLinecap="round" />
  </svg>
)

/**
 * Previous and next for a scroll-snap strip: one slide a press, and round to the other end from
 * the last or the first (the spec's loop). Shown only while the slides overflow the strip.
 */
export function ManualControls({ rtl, children }: { rtl: boolean; children: ReactNode }) {
  const { t } = useI18n()
  const ref = useRef<HTMLDivElement>(null)
  const [scrollable, setScrollable] = useState(false)
  const strip = () => ref.current?.querySelector<HTMLElement>('.carousel__viewport') ?? null

  useEffect(() => {
    const el = strip()
    if (!el) return
    const update = () => setScrollable(el.scrollWidth > el.clientWidth + 1)
    if (typeof ResizeObserver === 'undefined') return update()
    // The observer reports the strip once as soon as it observes it, after the browser's own
    // layout: read then, the sizes cost nothing. Read here, during hydration's effects, they would
    // force a layout of the whole page in the middle of a task.
    const observer = new ResizeObserver(update)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  const move = useCallback(
    (forward: boolean) => {
      const el = strip()
      const slide = el?.querySelector<HTMLElement>('.carousel__slide')
      if (!el || !slide) return
      // Chromium, Firefox and Safari all count scrollLeft from 0 towards negative in right to left.
      const position = Math.abs(el.scrollLeft)
      const end = el.scrollWidth - el.clientWidth
      const sign = rtl ? -1 : 1
      if (forward && position >= end - 2) el.scrollTo({ left: 0, behavior: 'smooth' })
      else if (!forward && position <= 2) el.scrollTo({ left: sign * end, behavior: 'smooth' })
      else el.scrollBy({ left: sign * (forward ? 1 : -1) * slide.offsetWidth, behavior: 'smooth' })
    },
    [rtl],
  )

  return (
    <div ref={ref}>
      {children}
      {scrollable && (
        <div className="carousel__controls">
          <button
            type="button"
            className="pill carousel__button carousel__button--round"
            onClick={() => move(false)}
            aria-label={t('Previous slide')}
          >
            <Arrow back={!rtl} />
          </button>
          <button
            type="button"
            className="pill carousel__button carousel__button--round"
            onClick={() => move(true)}
            aria-label={t('Next slide')}
          >
            <Arrow back={rtl} />
          </button>
        </div>
      )}
    </div>
  )
}
