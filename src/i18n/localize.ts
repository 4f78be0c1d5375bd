import { useI18n } from './translation.tsx'

export type LocalizedValue = { en?: string; ar?: string } | undefined | null

/** The text for a language; English where the entry is missing or empty. */
export function localize(value: LocalizedValue, lng: string): string {
  if (!value) return ''
  const lang = lng.startsWith('ar') ? 'ar' : 'en'
  const text = value[lang]
  return text && text.trim() !== '' ? text : (value.en ?? '')
}

export function useLocalize() {
  const { lng } = useI18n()
  return (value: LocalizedValue) => localize(value, lng)
}

export function useLanguage(): 'en' | 'ar' {
  return useI18n().lng
}
