import i18next, { type i18n as I18n, type Resource } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import { isolateFormatter } from './isolate.ts'
import { lazyHttpBackend } from './lazy-backend.ts'

export const LANGUAGES = ['en', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]

export const isRtl = (lng: string) => lng.startsWith('ar')

/** The cookie the detector caches the chosen language in: the server renders what it names. */
export const LANGUAGE_COOKIE = 'i18next'

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
  backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
  detection: {
    order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
    lookupQuerystring: 'lng',
    lookupCookie: LANGUAGE_COOKIE,
    // The cookie lets the server render the visitor's language; localStorage as the spec says.
    caches: ['localStorage', 'cookie'],
    cookieMinutes: 60 * 24 * 365,
    cookieOptions: { path: '/', sameSite: 'lax' as const },
  },
  react: { useSuspense: true },
}

/** <html lang dir> follow the language, so one stylesheet of logical properties mirrors for Arabic. */
function applyDocumentLanguage(lng: string) {
  const root = document.documentElement
  const lang = isRtl(lng) ? 'ar' : 'en'
  const dir = isRtl(lng) ? 'rtl' : 'ltr'
  // The server rendered them already: writing the same values again still restyles the page.
  if (root.lang !== lang) root.lang = lang
  if (root.dir !== dir) root.dir = dir
}

/** The server's instance for one render: the language it resolved, its strings at hand, no detection. */
export function createServerI18n(lng: Language, resources: Resource): I18n {
  const instance = i18next.createInstance()
  void instance
    .use(initReactI18next)
    .use(isolateFormatter)
    .init({
      ...i18nOptions,
      lng,
      resources,
      initAsync: false,
      detection: undefined,
      react: { useSuspense: false },
    })
  return instance
}

/**
 * The browser's instance. It starts in the language the server rendered (<html lang>) with the
 * strings the page carried, so hydration never flips the language; the detector caches it and
 * the backend (its code too) is fetched when the visitor switches. An Arabic page does not fetch
 * the English file it falls back to until a string is missing from its own.
 */
export function initI18n(initial?: { lng: Language; resources: Resource }) {
  const i18n = i18next
  const fallbackLater = initial !== undefined && initial.lng !== i18nOptions.fallbackLng
  const fallBack = () => {
    if (i18n.options.fallbackLng !== false) return
    i18n.options.fallbackLng = i18nOptions.fallbackLng
    i18n.options.saveMissing = false
    void i18n.loadLanguages(i18nOptions.fallbackLng)
  }
  i18n.on('languageChanged', applyDocumentLanguage)
  void i18n
    .use(lazyHttpBackend())
    .use(LanguageDetector)
    .use(initReactI18next)
    .use(isolateFormatter)
    .init({
      ...i18nOptions,
      ...(initial ? { lng: initial.lng, resources: initial.resources, partialBundledLanguages: true, initAsync: false } : {}),
      // Writing the cache (the storage's first use opens it, the cookie is a call to the browser)
      // is left to rememberLanguage(), in a task of its own.
      ...(initial ? { detection: { ...i18nOptions.detection, caches: [] } } : {}),
      // Until a key is missing: then the fallback is read, and the 'added' bundle redraws the page.
      ...(fallbackLater ? { fallbackLng: false, saveMissing: true, missingKeyHandler: fallBack } : {}),
      react: { ...i18nOptions.react, bindI18nStore: 'added' },
    })
  // Another language falls back as usual (the switch reads it, and English, together).
  if (fallbackLater) i18n.on('languageChanged', fallBack)
  return i18n
}

interface CachingDetector {
  options?: { caches?: string[] }
  cacheUserLanguage?(lng: string): void
}

/**
 * What the detector does at start-up when the page carries no language (initI18n() without
 * `initial`), done apart: caches the language (the cookie the server renders the next visit by,
 * localStorage), and has every later switch cached too.
 */
export function rememberLanguage(i18n: I18n) {
  const detector = i18n.services.languageDetector as CachingDetector | undefined
  if (!detector?.options) return
  detector.options.caches = [...i18nOptions.detection.caches]
  detector.cacheUserLanguage?.(i18n.language)
}

export { i18next as i18n }
