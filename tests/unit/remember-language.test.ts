import { expect, it } from 'vitest'
import { initI18n, LANGUAGE_COOKIE, rememberLanguage } from '../../src/i18n/i18n.ts'

// The page's start-up writes the visitor's language (the cookie the server renders the next visit
// by, and localStorage) in a step of its own, not while i18next starts: the same writes, later.
it('a page that carries its language remembers it when asked, in the cookie and localStorage', () => {
  document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`
  localStorage.clear()
  const i18n = initI18n({ lng: 'ar', resources: { ar: { translation: {} } } })
  expect(i18n.language).toBe('ar')
  expect(document.cookie).not.toContain(`${LANGUAGE_COOKIE}=ar`)
  expect(localStorage.getItem('i18nextLng')).toBeNull()

  rememberLanguage(i18n)
  expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ar`)
  expect(localStorage.getItem('i18nextLng')).toBe('ar')
})
