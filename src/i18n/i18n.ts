import i18n from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import HttpBackend from 'i18next-http-backend'
import { initReactI18next } from 'react-i18next'
import { isolateFormatter } from './isolate.ts'

export const LANGUAGES = ['en', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]

export const isRtl = (lng: string) => lng.startsWith('ar')

/** spec §9: 5 retries from 350 ms doubling, 10 parallel reads; detection order and cache as listed; fallback en. */
export const i18nOptions = {
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly' as const,
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  backend: { loadPath: '/locales/{{lng}}/translation.json' },
  detection: {
    order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
    lookupQuerystring: 'lng',
    caches: ['localStorage'],
  },
  react: { useSuspense: true },
}

/** <html lang dir> follow the language, so one stylesheet of logical properties mirrors for Arabic. */
function applyDocumentLanguage(lng: string) {
  const lang = isRtl(lng) ? 'ar' : 'en'
  document.documentElement.lang = lang
  document.documentElement.dir = isRtl(lng) ? 'rtl' : 'ltr'
}

export function initI18n() {
  i18n.on('languageChanged', applyDocumentLanguage)
  void i18n.use(HttpBackend).use(LanguageDetector).use(initReactI18next).use(isolateFormatter).init(i18nOptions)
  return i18n
}

export { i18n }
