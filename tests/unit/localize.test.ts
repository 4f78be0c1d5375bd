import { describe, expect, it } from 'vitest'
import { localize } from '../../src/i18n/localize.ts'

describe('content language fallback (spec §1: English when the language entry is missing)', () => {
  it('shows the current language', () => {
    expect(localize({ en: 'About', ar: 'من نحن' }, 'ar')).toBe('من نحن')
    expect(localize({ en: 'About', ar: 'من نحن' }, 'en')).toBe('About')
  })
  it('falls back to English when the Arabic entry is missing or empty', () => {
    expect(localize({ en: 'About' }, 'ar')).toBe('About')
    expect(localize({ en: 'About', ar: '' }, 'ar')).toBe('About')
    expect(localize({ en: 'About', ar: '   ' }, 'ar')).toBe('About')
  })
  it('treats regional variants as their language and tolerates no value', () => {
    expect(localize({ en: 'About', ar: 'من نحن' }, 'ar-SA')).toBe('من نحن')
    expect(localize(undefined, 'en')).toBe('')
  })
})
