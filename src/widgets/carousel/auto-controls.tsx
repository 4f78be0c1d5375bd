import { type ReactNode, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'

/** A gallery's drift and its pause button (WCAG 2.2.2: anything that moves on its own can be paused). */
export function AutoControls({ children }: { children: ReactNode }) {
  const { t } = useI18n()
  const [paused, setPaused] = useState(false)
  return (
    <div className={paused ? 'carousel__drift carousel__drift--paused' : 'carousel__drift'}>
      {children}
      <div className="container carousel__controls carousel__controls--auto">
        <button
          type="button"
          className="pill carousel__button carousel__button--pause"
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            {paused ? <path d="M8 5l11 7-11 7z" fill="currentColor" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />}
          </svg>
          {paused ? t('Play gallery') : t('Pause gallery')}
        </button>
      </div>
    </div>
  )
}
