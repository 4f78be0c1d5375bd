import { useI18n } from '../i18n/translation.tsx'
import { useLanguage } from '../i18n/localize.ts'

const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
] as const

/**
 * English / العربية: each language named in itself; the current one is marked as pressed.
 * `classBase` names the styles (the header's and the login page's differ).
 */
export function LanguageSwitch({ className, classBase = 'language-switch' }: { className?: string; classBase?: string }) {
  const { t, i18n } = useI18n()
  const current = useLanguage()
  return (
    <div className={[classBase, className].filter(Boolean).join(' ')} role="group" aria-label={t('Language')}>
      {LANGUAGES.map((lng) => (
        <button
          key={lng.code}
          type="button"
          lang={lng.code}
          className={`${classBase}__option`}
          aria-pressed={current === lng.code}
          onClick={() => {
            if (current !== lng.code) void i18n.changeLanguage(lng.code)
          }}
        >
          {lng.name}
        </button>
      ))}
    </div>
  )
}
