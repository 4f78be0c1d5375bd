import { useId, useState } from 'react'

/**
 * A small 'i' button whose tip shows on hover and on focus, and is read with the control it
 * describes (give `tipId` to that control's aria-describedby). Escape hides it.
 */
export function InfoTip({ text, label, tipId }: { text: string; label: string; tipId?: string }) {
  const ownId = useId()
  const id = tipId ?? ownId
  const [open, setOpen] = useState(false)
  return (
    <span className="info-tip" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="info-tip__button"
        aria-label={label}
        aria-describedby={id}
        aria-expanded={open}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false)
        }}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M10 9v5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="10" cy="6" r="1.2" fill="currentColor" />
        </svg>
      </button>
      <span role="tooltip" id={id} className={['info-tip__text', open ? 'info-tip__text--open' : ''].filter(Boolean).join(' ')}>
        {text}
      </span>
    </span>
  )
}
