import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react'
import { trapTab } from '../../widgets/focus-trap.ts'
import { firstFocus } from './first-focus.ts'

export interface DialogFrameProps {
  labelledBy: string
  /** Escape, a click outside, or Cancel: the dialog decides whether to close (unsaved text asks first). */
  onDismiss: () => void
  className?: string
  style?: CSSProperties
  /** Where focus goes back when the dialog closes (Escape, Save or Cancel): the element that opened it. */
  opener?: Element | null
  children: ReactNode
}

/**
 * The editor's modal dialogs (history, arrange, gallery, preview link; a block's fields open in
 * the side panel instead): focus moves to its first field and stays inside (Tab cycles); the
 * page behind is inert; on closing, focus goes back to the element that opened it.
 */
export function DialogFrame({ labelledBy, onDismiss, className, style, opener, children }: DialogFrameProps) {
  const ref = useRef<HTMLDivElement>(null)
  const back = useRef(opener ?? (typeof document === 'undefined' ? null : document.activeElement))
  const dismiss = useRef(onDismiss)
  dismiss.current = onDismiss

  useEffect(() => {
    const dialog = ref.current
    const to = back.current
    firstFocus(dialog)?.focus()
    // The page behind is out of reach for keyboard and screen readers while the dialog is open.
    const siblings = Array.from(document.querySelectorAll<HTMLElement>('#root > *, body > *')).filter(
      (el) =>
        !el.contains(dialog ?? null) && !el.hasAttribute('inert') && el.tagName !== 'SCRIPT' && !el.classList.contains('notifications'),
    )
    for (const el of siblings) el.setAttribute('inert', '')
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) {
        e.preventDefault()
        dismiss.current()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      for (const el of siblings) el.removeAttribute('inert')
      // The page is reachable again: focus goes back where it came from, not to the top of the page.
      if (to instanceof HTMLElement && to.isConnected) to.focus()
    }
  }, [])

  return (
    <div className="editor-overlay" role="presentation" onMouseDown={(e) => e.target === e.currentTarget && onDismiss()}>
      <div
        ref={ref}
        className={['editor-dialog', className].filter(Boolean).join(' ')}
        style={style}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        onKeyDown={(e) => trapTab(e, e.currentTarget)}
      >
        {children}
      </div>
    </div>
  )
}
