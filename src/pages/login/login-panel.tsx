import { type ReactNode, useEffect, useRef } from 'react'
import { useI18n } from '../../i18n/translation.tsx'

interface PanelProps {
  title: string
  description: string
  /** Focus the heading when the panel replaces another, so screen readers hear the new screen. */
  focusOnMount: boolean
  /** 'Back' to the login form, shown above the heading. */
  onBack?: () => void
  icon?: ReactNode
  children: ReactNode
}

/** One screen of the login page: optional back button, heading, description and its content. */
export function LoginPanel({ title, description, focusOnMount, onBack, icon, children }: PanelProps) {
  const { t } = useI18n()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnMount) heading.current?.focus()
  }, [focusOnMount])
  return (
    <div className="login-panel">
      {onBack && (
        <button type="button" className="pill login-back" onClick={onBack}>
          <svg className="login-back__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('Back')}
        </button>
      )}
      {icon && (
        <div className="login-panel__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <h1 className="login-panel__title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="login-panel__description">{description}</p>
      {children}
    </div>
  )
}

export function MailIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M4 7l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

export function CheckIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M8 12.5l2.6 2.6L16 9.7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
