import { useEffect, useState } from 'react'

/** spec §9: header scrolled threshold 10 px, scroll-to-top threshold 300 px. */
export const HEADER_SCROLLED_THRESHOLD_PX = 10
export const SCROLL_TOP_THRESHOLD_PX = 300

/**
 * True once the window is scrolled more than `threshold` pixels. It starts false, as the server
 * renders it, and reads the scroll position after mount.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return past
}
