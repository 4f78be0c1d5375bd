import { describe, expect, it } from 'vitest'
import { dateFormat, dateTimeFormat } from '../../src/i18n/date-format.ts'

const when = new Date(Date.UTC(2026, 10, 26, 9, 5))
const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/

describe('dates in the reader language', () => {
  it('writes Arabic dates with Western digits and the Gregorian year (ARABIC.md)', () => {
    for (const format of [dateTimeFormat('ar'), dateFormat('ar')]) {
      const text = format.format(when)
      expect(text).not.toMatch(ARABIC_INDIC)
      expect(text).toContain('2026')
    }
  })

  it('writes English dates day first', () => {
    expect(dateFormat('en').format(when)).toBe('26 Nov 2026')
  })

  it('makes one formatter a language and style, and keeps the date and the date-and-time apart', () => {
    expect(dateTimeFormat('ar')).toBe(dateTimeFormat('ar'))
    expect(dateTimeFormat('en')).not.toBe(dateTimeFormat('ar'))
    expect(dateTimeFormat('en').format(when)).not.toBe('26 Nov 2026')
    expect(dateTimeFormat('en').format(when)).toContain('26 Nov 2026')
    expect(dateFormat('en').format(when)).toBe('26 Nov 2026')
  })
})
