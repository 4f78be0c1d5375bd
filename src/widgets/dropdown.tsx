import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'

export interface DropdownOption {
  key: string
  label: ReactNode
  /** Where choosing it leads (the list's address with this option): a link, so it works without script. */
  href: string
  selected: boolean
}

interface DropdownProps {
  /** What the dropdown chooses ('Industry'). */
  label: string
  /** The chosen option's name, shown on the button. */
  value: ReactNode
  options: readonly DropdownOption[]
  className?: string
}

/**
 * spec §2 'Custom dropdown': opens and closes on a click of its button, closes on a click
 * anywhere else, on Escape and once an option is chosen. A <details> element underneath, so it
 * opens without script too; its options are links to the filtered list.
 */
export function Dropdown({ label, value, options, className }: DropdownProps) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDetailsElement>(null)

  useEffect(() => {
    if (!open) return
    const outside = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false)
    }
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      ref.current?.querySelector('summary')?.focus()
    }
    document.addEventListener('pointerdown', outside)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('keydown', escape)
    }
  }, [open])

  return (
    <details
      ref={ref}
      className={['dropdown', className].filter(Boolean).join(' ')}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="dropdown__button">
        <span className="dropdown__label">{label}</span>
        <span className="dropdown__value">{value}</span>
        <svg className="dropdown__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <ul className="dropdown__menu">
        {options.map((option) => (
          <li key={option.key}>
            <Link
              to={option.href}
              className={`dropdown__option${option.selected ? ' is-selected' : ''}`}
              aria-current={option.selected ? 'true' : undefined}
              onClick={() => setOpen(false)}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}
