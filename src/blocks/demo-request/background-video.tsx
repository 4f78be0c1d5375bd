import { useEffect, useRef } from 'react'
import { mediaUrl } from '../../api/config.ts'
import { useNear } from '../../widgets/use-near.ts'
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
  const near = useNear(ref, NEAR_MARGIN)
  const reduceMotion = useReducedMotion()

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
