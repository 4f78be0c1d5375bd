import { type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

interface PhoneSliderProps {
  items: readonly { id: string; content: ReactNode }[]
  label: string
}

/**
 * One slide at a time on a scroll-snapping track: swiping works without JavaScript; the
 * buttons and dots move it. Directions follow the page's (right-to-left in Arabic).
 */
export function PhoneSlider({ items, label }: PhoneSliderProps) {
  const { t } = useTranslation()
  const track = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)

  const go = (next: number) => {
    const el = track.current
    if (!el) return
    const target = Math.max(0, Math.min(items.length - 1, next))
    const rtl = getComputedStyle(el).direction === 'rtl'
    el.scrollTo({ left: (rtl ? -1 : 1) * target * el.clientWidth, behavior: 'smooth' })
    setIndex(target)
  }

  return (
    <div className="phone-slider" role="region" aria-roledescription={t('carousel')} aria-label={label}>
      <div
        ref={track}
        className="phone-slider__track"
        onScroll={(e) => {
          const el = e.currentTarget
          if (el.clientWidth > 0) setIndex(Math.round(Math.abs(el.scrollLeft) / el.clientWidth))
        }}
      >
        {items.map((item, i) => (
          <div
            key={item.id}
            className="phone-slider__slide"
            role="group"
            aria-roledescription={t('slide')}
            aria-label={t('{{n}} of {{total}}', { n: i + 1, total: items.length })}
          >
            {item.content}
          </div>
        ))}
      </div>
      {items.length > 1 && (
        <div className="phone-slider__controls">
          <button
            type="button"
            className="phone-slider__arrow"
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label={t('Previous slide')}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <span className="phone-slider__count" aria-live="polite">
            {t('{{n}} of {{total}}', { n: index + 1, total: items.length })}
          </span>
          <button
            type="button"
            className="phone-slider__arrow"
            onClick={() => go(index + 1)}
            disabled={index === items.length - 1}
            aria-label={t('Next slide')}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      )}
    </div>
  )
}
