import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { trapTab } from './focus-trap.ts'
import { lockScroll } from './scroll-lock.ts'

/** spec §2 and §9: modals close after a 300 ms closing animation. */
export const MODAL_CLOSE_DELAY_MS = 300

export interface ModalProps {
  /** Accessible name of the dialog, when no heading inside names it. */
  label?: string
  /** Id of the element (a heading inside) that names the dialog. */
  labelledBy?: string
  /** Name of the close button ('Close', 'Close video'). */
  closeLabel: string
  /** Called once the closing animation has run: unmount the modal then. */
  onClosed(): void
  /** 'video': a dark overlay with a wide frame; 'panel': a white card that scrolls (details). */
  variant?: 'video' | 'panel'
  className?: string
  /** Its content; a function is given the modal's own close (a dialog's answer buttons close it). */
  children: ReactNode | ((close: () => void) => ReactNode)
}

/**
 * A modal <dialog>: it closes on Escape, on a click on the overlay or on the close button, after
 * a 300 ms closing animation. While it is open the page does not scroll, focus moves into it and
 * stays there (Tab cycles), and it goes back to where it was when the modal closes. Mount it to
 * open it; it is never rendered on the server (it opens on a visitor's action).
 */
export function Modal({ label, labelledBy, closeLabel, onClosed, variant = 'panel', className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const [closing, setClosing] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const finished = useRef(false)
  const opener = useRef<Element | null>(null)

  const finish = useCallback(() => {
    if (finished.current) return
    finished.current = true
    const dialog = ref.current
    if (dialog?.open && typeof dialog.close === 'function') dialog.close()
    const back = opener.current
    if (back instanceof HTMLElement && back.isConnected) back.focus()
    onClosed()
  }, [onClosed])

  useEffect(() => {
    opener.current = document.activeElement
    const dialog = ref.current
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
    // A control marked data-autofocus (a question's answer field) takes focus, else the close button.
    ;(dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? closeButton.current)?.focus()
    const unlock = lockScroll()
    return () => {
      unlock()
      clearTimeout(timer.current)
    }
  }, [])

  const requestClose = useCallback(() => {
    if (closing) return
    setClosing(true)
    timer.current = setTimeout(finish, MODAL_CLOSE_DELAY_MS)
  }, [closing, finish])

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault()
      requestClose()
      return
    }
    trapTab(e, e.currentTarget)
  }

  return (
    <dialog
      ref={ref}
      className={['modal', `modal--${variant}`, closing ? 'modal--closing' : '', className].filter(Boolean).join(' ')}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-modal="true"
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
      <div className="modal__panel">
        <button ref={closeButton} type="button" className="modal__close" onClick={requestClose} aria-label={closeLabel}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" fill="none" />
          </svg>
        </button>
        {typeof children === 'function' ? children(requestClose) : children}
      </div>
    </dialog>
  )
}
