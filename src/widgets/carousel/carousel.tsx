import { type ComponentType, lazy, Suspense, useMemo, useRef } from 'react'
import { useNear } from '../use-near.ts'
import { type CarouselProps, type EngineProps, loopSlides, singleSlides, Track } from './slides.tsx'

export type { CarouselProps, Slide } from './slides.tsx'

const Engine = lazy(() => import('./carousel-engine.tsx')) as unknown as ComponentType<EngineProps<unknown>>

/**
 * A slider on embla-carousel (spec §9: slide spacing 30, loop, right-to-left in Arabic). The
 * slides are plain markup first — rendered on the server, readable and scrollable without
 * script — and embla's code is fetched only when the carousel comes near the screen.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const { items, keyOf, renderSlide, mode, label, className, slideClassName } = props
  const ref = useRef<HTMLDivElement>(null)
  const near = useNear(ref)
  const slides = useMemo(() => (mode === 'auto' ? loopSlides(items, keyOf) : singleSlides(items, keyOf)), [items, keyOf, mode])
  const plain = (
    <div className="carousel__viewport carousel__viewport--plain">
      <Track slides={slides} render={renderSlide} slideClassName={slideClassName} />
    </div>
  )
  return (
    <div
      ref={ref}
      className={['carousel', `carousel--${mode}`, className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      {near ? (
        <Suspense fallback={plain}>
          <Engine {...(props as unknown as CarouselProps<unknown>)} slides={slides as never} />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  )
}
