import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mediaUrl } from '../../api/config.ts'
import { videoSource } from './video-source.ts'

/** spec §9: modals close after a 300 ms closing animation. */
export const MODAL_CLOSE_DELAY_MS = 300

interface VideoModalProps {
  url: string
  /** Accessible name of the dialog (the button's text). */
  title: string
  onClosed(): void
}

/**
 * A video in a modal <dialog>: closes on Escape, a click on the overlay or the close button,
 * after a 300 ms closing animation; the page does not scroll while it is open.
 */
export function VideoModal({ url, title, onClosed }: VideoModalProps) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const [closing, setClosing] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  const finished = useRef(false)
  const source = videoSource(url)

  const finish = useCallback(() => {
    if (finished.current) return
    finished.current = true
    const dialog = ref.current
    if (dialog?.open && typeof dialog.close === 'function') dialog.close()
    onClosed()
  }, [onClosed])

  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
    const root = document.documentElement
    const previousOverflow = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previousOverflow
      window.clearTimeout(timer.current)
    }
  }, [])

  const requestClose = useCallback(() => {
    if (closing) return
    setClosing(true)
    timer.current = window.setTimeout(finish, MODAL_CLOSE_DELAY_MS)
  }, [closing, finish])

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault()
      requestClose()
    }
  }

  return (
    <dialog
      ref={ref}
      className={['video-modal', closing ? 'video-modal--closing' : ''].filter(Boolean).join(' ')}
      aria-label={title}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault()
        requestClose()
      }}
      // A forced close by the browser (e.g. a second Escape) still unmounts the modal.
      onClose={finish}
      onClick={(e) => {
        if (e.target === e.currentTarget) requestClose()
      }}
    >
      <div className="video-modal__panel">
        <button type="button" className="video-modal__close" onClick={requestClose} aria-label={t('Close video')}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" fill="none" />
          </svg>
        </button>
        <div className="video-modal__frame">
          {source.kind === 'youtube' ? (
            <iframe
              src={source.embedUrl}
              title={title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <video src={mediaUrl(source.src)} controls autoPlay playsInline />
          )}
        </div>
      </div>
    </dialog>
  )
}
