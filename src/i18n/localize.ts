import { useTranslation } from 'react-i18next'

export type LocalizedValue = { en?: string; ar?: string } | undefined | null

/** The text for a language; English where the entry is missing or empty. */
export function localize(value: LocalizedValue, lng: string): string {
  if (!value) return ''
  const lang = lng.startsWith('ar') ? 'ar' : 'en'
  const text = value[lang]
  return text && text.trim() !== '' ? text : (value.en ?? '')
}

export function useLocalize() {
  const { i18n } = useTranslation()
  const lng = i18n.resolvedLanguage ?? i18n.language ?? 'en'
  return (value: LocalizedValue) => localize(value, lng)
}

export function useLanguage(): 'en' | 'ar' {
  const { i18n } = useTranslation()
  return (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('ar') ? 'ar' : 'en'
}
