import { useEffect, useRef, useState } from 'react'
import { mediaUrl } from '../../api/config.ts'
import { useReducedMotion } from '../../widgets/use-reduced-motion.ts'

/** How far ahead of the screen the video starts loading. */
const NEAR_MARGIN = '300px 0px'

/**
 * The section's looping muted background video. The poster is all the server sends: the video
 * file is attached only when the section comes near the screen, so it never competes with the
 * page's first paint, and it does not play when the visitor asked for reduced motion.
 */
export function BackgroundVideo({ src, poster }: { src: string; poster: string }) {
  const ref = useRef<HTMLVideoElement>(null)
  const [near, setNear] = useState(false)
  const reduceMotion = useReducedMotion()

  useEffect(() => {
    const el = ref.current
    if (near || !el || !src) return
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
      { rootMargin: NEAR_MARGIN },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [near, src])

  useEffect(() => {
    const el = ref.current
    if (!el || !near) return
    if (reduceMotion) el.pause()
    else void el.play?.()?.catch(() => {})
  }, [near, reduceMotion])

  return (
    <video
      ref={ref}
      className="demo-request__video"
      src={near && src ? mediaUrl(src) : undefined}
      poster={poster ? mediaUrl(poster) : undefined}
      muted
      loop
      playsInline
      autoPlay={!reduceMotion}
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      data-loaded={near ? 'true' : 'false'}
    />
  )
}
