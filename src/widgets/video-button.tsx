import { useState } from 'react'
import { VideoModal } from './lazy-dialogs.tsx'

/** A play button that opens the video (YouTube or an uploaded file) in the video modal. */
export function VideoButton({ url, label, className }: { url: string; label: string; className?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={['button', 'video-button', className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg className="video-button__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path d="M10 8l6 4-6 4z" fill="#fff" />
        </svg>
        {label}
      </button>
      {open && <VideoModal url={url} title={label} onClosed={() => setOpen(false)} />}
    </>
  )
}
