import type { ReactNode } from 'react'

/** Enough slides for a seamless loop: at least two copies of the items, more when there are few. */
const MIN_LOOP_SLIDES = 12

export interface Slide<T> {
  key: string
  item: T
  index: number
  /** A copy made for the loop: hidden from assistive technology, which reads each item once. */
  duplicate: boolean
}

/** spec §2: the gallery's images are duplicated for a seamless loop. */
export function loopSlides<T>(items: readonly T[], keyOf: (item: T) => string): Slide<T>[] {
  if (items.length === 0) return []
  const copies = Math.max(2, Math.ceil(MIN_LOOP_SLIDES / items.length))
  const slides: Slide<T>[] = []
  for (let copy = 0; copy < copies; copy++)
    items.forEach((item, i) => slides.push({ key: `${copy}-${keyOf(item)}-${i}`, item, index: i, duplicate: copy > 0 }))
  return slides
}

export const singleSlides = <T,>(items: readonly T[], keyOf: (item: T) => string): Slide<T>[] =>
  items.map((item, i) => ({ key: `${keyOf(item)}-${i}`, item, index: i, duplicate: false }))

export interface TrackProps<T> {
  slides: Slide<T>[]
  render(item: T, slide: Slide<T>): ReactNode
  slideClassName?: string
}

export function Track<T>({ slides, render, slideClassName }: TrackProps<T>) {
  return (
    <ul className="carousel__track">
      {slides.map((slide) => (
        <li
          key={slide.key}
          className={['carousel__slide', slideClassName].filter(Boolean).join(' ')}
          aria-hidden={slide.duplicate || undefined}
          // A copy's links stay out of the tab order, like its text stays out of the reading order.
          inert={slide.duplicate || undefined}
        >
          {render(slide.item, slide)}
        </li>
      ))}
    </ul>
  )
}

export interface CarouselProps<T> {
  items: readonly T[]
  keyOf(item: T): string
  renderSlide: TrackProps<T>['render']
  /**
   * 'auto': a continuous, looping scroll (galleries; the items are duplicated for the loop).
   * 'manual': previous and next buttons, looping.
   */
  mode: 'auto' | 'manual'
  /** Accessible name of the carousel region. */
  label: string
  className?: string
  slideClassName?: string
}
