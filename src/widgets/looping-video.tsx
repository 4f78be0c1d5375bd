import { mediaUrl } from '../api/config.ts'
import { useReducedMotion } from './use-reduced-motion.ts'

/**
 * A silent video that loops in place of a section's picture (image and text, call to action): it
 * plays by itself unless the visitor asks for reduced motion, and screen readers and the tab key
 * pass it by, as they would a decorative picture.
 */
export function LoopingVideo({ src, className }: { src: string; className: string }) {
  const reduceMotion = useReducedMotion()
  return (
    <video
      className={className}
      src={mediaUrl(src)}
      autoPlay={!reduceMotion}
      loop
      muted
      playsInline
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
    />
  )
}
