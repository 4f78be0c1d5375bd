import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'

/**
 * A toolbar's less-used actions. On a wide screen they stand in the bar like the others (the
 * 'More' button is not drawn); on a phone (editor.css) the bar keeps one row with no hidden
 * sideways scrolling, and these open under 'More' as a list. The list stays open while one of
 * its actions shows a dialog, so focus comes back to that action; Escape, 'More' again, or a
 * press elsewhere on the page closes it.
 */
export function BarMore({ children }: { children: ReactNode }) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const id = useId()
  const ref = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onDown = (e: PointerEvent) => {
      const at = e.target as Element | null
      if (at && (ref.current?.contains(at) || at.closest('[role="dialog"], dialog'))) return
      setOpen(false)
    }
    document.addEventListener('pointerdown', onDown)
    return () => document.removeEventListener('pointerdown', onDown)
  }, [open])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape' || !open || !ref.current?.contains(e.target as Node)) return
    e.preventDefault()
    e.stopPropagation()
    setOpen(false)
    toggle.current?.focus()
  }

  return (
    <div ref={ref} className={`bar-more${open ? ' bar-more--open' : ''}`} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="bar-more__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {t('More')} <span aria-hidden="true">▾</span>
      </button>
      <div id={id} className="bar-more__items">
        {children}
      </div>
    </div>
  )
}
