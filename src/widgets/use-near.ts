import { type RefObject, useEffect, useState } from 'react'

/**
 * True once the element comes within `margin` of the screen (then stays true): what loads
 * late (a carousel's code, a background video) starts then. False on the server and in the
 * first render, so the server's HTML and hydration agree.
 */
export function useNear(ref: RefObject<HTMLElement | null>, margin = '200px 0px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (near || !el) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: margin },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [near, ref, margin])
  return near
}
