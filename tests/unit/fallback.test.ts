import { describe, expect, it } from 'vitest'
import { isBlank, withFallback } from '../../src/engine/hidden-fields.ts'

const fallback = { buttonText: { en: 'Request a demo', ar: 'اطلبوا عرضًا توضيحيًا' } }

describe("a place's fallback fills blank fields only (spec: OpenSesame block 4 without buttonText)", () => {
  it('fills a missing or blank field', () => {
    expect(withFallback({ mainTitle: 'x' }, fallback).buttonText).toEqual(fallback.buttonText)
    expect(withFallback({ buttonText: { en: '', ar: '' } }, fallback).buttonText).toEqual(fallback.buttonText)
    expect(withFallback({ buttonText: { en: '  ', ar: '' } }, fallback).buttonText).toEqual(fallback.buttonText)
  })

  it('keeps a field that has text in either language', () => {
    expect(withFallback({ buttonText: { en: 'See courses', ar: '' } }, fallback).buttonText).toEqual({ en: 'See courses', ar: '' })
    expect(withFallback({ buttonText: { en: '', ar: 'شاهدوا' } }, fallback).buttonText).toEqual({ en: '', ar: 'شاهدوا' })
  })

  it('returns the same content when nothing is filled', () => {
    const content = { buttonText: { en: 'Go', ar: 'انطلقوا' } }
    expect(withFallback(content, fallback)).toBe(content)
    expect(withFallback(content, undefined)).toBe(content)
  })

  it('isBlank: empty strings, empty lists and objects of blanks', () => {
    expect([isBlank(''), isBlank(undefined), isBlank([]), isBlank({ en: '', ar: '' }), isBlank({ label: { en: '' }, path: '' })]).toEqual([
      true,
      true,
      true,
      true,
      true,
    ])
    expect([isBlank('a'), isBlank(0), isBlank(false), isBlank(['x']), isBlank({ en: 'a' })]).toEqual([false, false, false, false, false])
  })
})
