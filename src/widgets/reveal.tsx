import { type CSSProperties, createElement, type ReactNode, useEffect, useRef, useState } from 'react'

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
  /** Show on this signal instead of on reaching view (e.g. `useMountedAfter(100)`); no observer is created then. */
  show?: boolean
  className?: string
  children?: ReactNode
}

/**
 * 'static': as the server renders it, visible (no script, print, crawlers);
 * 'waiting': below the fold after mount, hidden until it comes into view;
 * 'shown': fading in.
 */
type Phase = 'static' | 'waiting' | 'shown'

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Fades its content in once, when `amount` of it is in view — as an enhancement: the HTML shows
 * it, and only content that starts below the screen is hidden (after mount) to be revealed;
 * what is on screen at load stays as painted. Reduced motion and print show everything.
 */
export function Reveal({ as = 'div', amount = 0.2, delay = 0, distance, show, className, children }: RevealProps) {
  const ref = useRef<HTMLElement>(null)
  const controlled = show !== undefined
  const [phase, setPhase] = useState<Phase>('static')

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined' || reducedMotion()) return
    let reveal: IntersectionObserver | undefined
    // Where the element is comes from an observer's first report, not from a measurement here:
    // measuring in an effect forces a layout of the whole page at every mount (a page of
    // reveals, each one at hydration and at every page change).
    const look = new IntersectionObserver(([entry]) => {
      look.disconnect()
      // Already on screen when the page appears: it stays as painted.
      if (!entry || entry.isIntersecting) return
      setPhase('waiting')
      if (controlled) return
      // An element much taller than the screen can never have `amount` of itself in view: then it
      // is enough that it covers `amount` of the screen's height.
      const screen = entry.rootBounds?.height ?? window.innerHeight
      const height = entry.boundingClientRect.height
      const threshold = height > 0 && screen > 0 ? Math.min(amount, (screen * amount) / height) : amount
      reveal = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold * 0.99)) {
            setPhase('shown')
            reveal?.disconnect()
          }
        },
        { threshold },
      )
      reveal.observe(element)
    })
    look.observe(element)
    return () => {
      look.disconnect()
      reveal?.disconnect()
    }
    // Looked at once, at mount: the reveal happens once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (controlled && show) setPhase((p) => (p === 'waiting' ? 'shown' : p))
  }, [controlled, show])

  const style: Record<string, string> = {}
  if (delay) style['--reveal-delay'] = `${delay}s`
  if (distance !== undefined) style['--reveal-distance'] = `${distance}px`

  return createElement(
    as,
    {
      ref,
      className: ['reveal', phase === 'waiting' && 'is-waiting', phase === 'shown' && 'is-shown', className].filter(Boolean).join(' '),
      style: Object.keys(style).length > 0 ? (style as CSSProperties) : undefined,
    },
    children,
  )
}

/** True once `ms` milliseconds have passed since mount (e.g. spec: the call to action fades in about 100 ms after mount). */
export function useMountedAfter(ms: number): boolean {
  const [done, setDone] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setDone(true), ms)
    return () => window.clearTimeout(timer)
  }, [ms])
  return done
}
