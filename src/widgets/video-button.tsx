import { useState } from 'react'
import { mediaUrl } from '../api/config.ts'
import { VideoModal } from './lazy-dialogs.tsx'
import { useReducedMotion } from './use-reduced-motion.ts'

interface VideoButtonProps {
  url: string
  label: string
  /** The button's classes: the hero's button has a look of its own. */
  className?: string
  iconClassName?: string
}

/** A play button that opens the video (YouTube or an uploaded file) in the video modal. */
export function VideoButton({ url, label, className = 'button video-button', iconClassName = 'video-button__icon' }: VideoButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg className={iconClassName} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path d="M10 8l6 4-6 4z" fill="#fff" />
        </svg>
        {label}
      </button>
      {open && <VideoModal url={url} title={label} onClosed={() => setOpen(false)} />}
    </>
  )
}

/**
 * A silent video that loops in place of a section's picture (image and text, call to action): it
 * plays by itself unless the visitor asks for reduced motion, and screen readers and the tab key
 * pass it by, as they would a decorative picture. It lives here, beside the video button, so it
 * travels in the shared app chunk (vite.config.ts SHARED_WIDGETS) rather than as a request of its own.
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
