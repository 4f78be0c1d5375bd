import { useMemo } from 'react'
import { useLanguage } from '../../i18n/localize.ts'
import { AutoControls } from './auto-controls.tsx'
import { ManualControls } from './manual-controls.tsx'
import { type CarouselProps, loopSlides, singleSlides, Track } from './slides.tsx'

export type { CarouselProps, Slide } from './slides.tsx'

/**
 * A looping slider (spec §9: slide spacing 30, continuous for galleries, right to left in
 * Arabic) with no carousel library: the browser does the moving. A gallery ('auto') drifts by a
 * CSS animation of its track, which the compositor runs without the main thread, pauses under
 * the pointer, on focus and by its button, and stands still under reduced motion. A manual slider
 * is a native scroll-snap strip that a finger or a trackpad moves, with previous and next buttons.
 * Both are the same markup on the server, readable and scrollable without script.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const { items, keyOf, renderSlide, mode, label, className, slideClassName } = props
  const rtl = useLanguage() === 'ar'
  const slides = useMemo(() => (mode === 'auto' ? loopSlides(items, keyOf) : singleSlides(items, keyOf)), [items, keyOf, mode])
  const viewport = (
    // Focusable: a keyboard scrolls the strip with its arrow keys (its slides may hold no link),
    // and focus on a gallery holds it still.
    <div className={`carousel__viewport carousel__viewport--${mode}`} dir={rtl ? 'rtl' : 'ltr'} tabIndex={0}>
      <Track slides={slides} render={renderSlide} slideClassName={slideClassName} />
    </div>
  )
  return (
    <div
      className={['carousel', `carousel--${mode}`, className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      // One copy's length, which the drift travels before it repeats (carousel.css).
      style={mode === 'auto' ? ({ '--carousel-items': items.length } as React.CSSProperties) : undefined}
    >
      {mode === 'auto' ? <AutoControls>{viewport}</AutoControls> : <ManualControls rtl={rtl}>{viewport}</ManualControls>}
    </div>
  )
}
