import { useEffect, useState } from 'react'
import { activeHeading } from './scroll-spy.ts'

/**
 * The id of the heading the reader is at (see activeHeading), followed on scroll and resize at
 * most once a frame. Undefined on the server and until the first heading reaches the line.
 */
export function useScrollSpy(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined)
  const key = ids.join('\n')
  useEffect(() => {
    const list = key ? key.split('\n') : []
    if (list.length === 0) return
    let frame = 0
    const measure = () => {
      frame = 0
      const tops = list.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY)
      setActive(list[activeHeading(tops, window.innerHeight)])
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [key])
  return active
}
