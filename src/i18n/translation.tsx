import type { i18n as I18n, TFunction } from 'i18next'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { useTranslation } from 'react-i18next'

export interface Translation {
  t: TFunction
  i18n: I18n
  /** The language shown: 'ar' for any Arabic, else 'en'. */
  lng: 'en' | 'ar'
}

const TranslationContext = createContext<Translation | null>(null)

/**
 * The one place that subscribes to i18next (react-i18next's useTranslation). That hook copies
 * the i18next instance for each component that mounts (every own property, on every first
 * render): a page of story cards spent 13–16 ms on it per change of page, and hydration as much.
 * Below this provider a component reads the same answer from context, and still renders again
 * when the language or its strings change, because this provider does. It may suspend while the
 * language's strings load, so it sits inside the app's Suspense boundary.
 */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation()
  const resolved = i18n.resolvedLanguage ?? i18n.language ?? 'en'
  const lng = resolved.startsWith('ar') ? 'ar' : 'en'
  const value = useMemo<Translation>(() => ({ t, i18n, lng }), [t, i18n, lng])
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>
}

/** `t`, the i18next instance and the language, for any component below TranslationProvider. */
export function useI18n(): Translation {
  const value = useContext(TranslationContext)
  if (!value) throw new Error('useI18n() needs a TranslationProvider above it')
  return value
}
