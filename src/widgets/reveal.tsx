import { type CSSProperties, createElement, type ReactNode, useEffect, useRef, useState } from 'react'
import './reveal.css'

type RevealTag = 'div' | 'section' | 'article' | 'footer' | 'header' | 'aside' | 'ul' | 'li'

export interface RevealProps {
  /** The element to render (default div). */
  as?: RevealTag
  /** How much of the element (0–1) must be in view before it appears (default 0.2). */
  amount?: number
  /** Seconds to wait once triggered before the transition starts. */
  delay?: number
  /** How far (px) the content rises on the block axis while it fades in; 0 for a plain fade (default 24). */
  distance?: number
  /**
   * Show on this signal instead of on reaching view (e.g. `useMountedAfter(100)`); no observer
   * is created then.
   */
  show?: boolean
  className?: string
  children?: ReactNode
}

const hasObserver = () => typeof IntersectionObserver !== 'undefined'

/**
 * Fades its content in once, when `amount` of it is in view (one IntersectionObserver, then
 * disconnected). Without IntersectionObserver the content is shown at once; with
 * prefers-reduced-motion it is shown without any transition (reveal.css).
 */
export function Reveal({ as = 'div', amount = 0.2, delay = 0, distance, show, className, children }: RevealProps) {
  const ref = useRef<HTMLElement>(null)
  const controlled = show !== undefined
  const [inView, setInView] = useState(() => !hasObserver())

  useEffect(() => {
    if (controlled || inView) return
    const element = ref.current
    if (!element || !hasObserver()) {
      setInView(true)
      return
    }
    // An element much taller than the screen can never have `amount` of itself in view: then it
    // is enough that it covers `amount` of the screen's height.
    const height = element.getBoundingClientRect().height
    const screen = window.innerHeight
    const threshold = height > 0 && screen > 0 ? Math.min(amount, (screen * amount) / height) : amount
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold * 0.99)) {
          setInView(true)
          observer.disconnect()
        }
      },
      { threshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [controlled, inView, amount])

  const visible = controlled ? show : inView
  const style: Record<string, string> = {}
  if (delay) style['--reveal-delay'] = `${delay}s`
  if (distance !== undefined) style['--reveal-distance'] = `${distance}px`

  return createElement(
    as,
    {
      ref,
      className: ['reveal', visible && 'is-visible', className].filter(Boolean).join(' '),
      style: Object.keys(style).length > 0 ? (style as CSSProperties) : undefined,
    },
    children,
  )
}

/** True once `ms` milliseconds have passed since mount (e.g. spec: the header fades in 100 ms after mount). */
export function useMountedAfter(ms: number): boolean {
  const [done, setDone] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setDone(true), ms)
    return () => window.clearTimeout(timer)
  }, [ms])
  return done
}
