import { render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import ar from '../../public/locales/ar/translation.json'
import en from '../../public/locales/en/translation.json'
import { createServerI18n, initI18n } from '../../src/i18n/i18n.ts'
import { FSI, isolate, isolateFormatter, PDI } from '../../src/i18n/isolate.ts'
import { Ltr } from '../../src/widgets/ltr.tsx'

async function translations(lng: 'en' | 'ar') {
  const i18n = i18next.createInstance()
  await i18n.use(isolateFormatter).init({
    lng,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    resources: { en: { translation: en }, ar: { translation: ar } },
  })
  return i18n
}

const names = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!)

describe('the isolate formatter', () => {
  it('sets every value an Arabic translation interpolates apart with U+2068 … U+2069', async () => {
    const i18n = await translations('ar')
    // A count's plural forms are asked for by their base key; Arabic's zero, one and two forms
    // say the number in words (ترجمة ناقصة واحدة), the others show it, isolated.
    const PLURAL = /_(zero|one|two|few|many|other)$/
    const keys = [...new Set(Object.keys(en).map((k) => k.replace(PLURAL, '')))].filter((k) => names(k).length > 0)
    expect(keys).toContain('Unknown block type: {{type}}')
    for (const key of keys) {
      const counted = Object.keys(en).some((k) => k !== key && k.replace(PLURAL, '') === key)
      const values = Object.fromEntries(names(key).map((n) => [n, counted && n === 'count' ? 11 : '2024-awards']))
      const shown = i18n.t(key, values)
      for (const [name, value] of Object.entries(values)) expect(shown, `${key} (${name})`).toContain(`${FSI}${value}${PDI}`)
    }
    expect(i18n.t('Unknown block type: {{type}}', { type: '2024-awards' })).toBe(`نوع قسم غير معروف: ${FSI}2024-awards${PDI}`)
  })

  it('leaves English as it is', async () => {
    const i18n = await translations('en')
    expect(i18n.t('Unknown block type: {{type}}', { type: '2024-awards' })).toBe('Unknown block type: 2024-awards')
  })

  it("is part of the product's instances, on the server and in the browser", () => {
    const resources = { ar: { translation: ar } }
    const expected = `آخر تحديث: ${FSI}1 نوفمبر 2026${PDI}`
    expect(createServerI18n('ar', resources).t('Last updated: {{date}}', { date: '1 نوفمبر 2026' })).toBe(expected)
    expect(initI18n({ lng: 'ar', resources }).t('Last updated: {{date}}', { date: '1 نوفمبر 2026' })).toBe(expected)
  })

  it('isolates any value, numbers included', () => {
    expect(isolate(400)).toBe('\u2068400\u2069')
  })
})

describe('<Ltr>', () => {
  it('is a left-to-right <bdi> that page translation leaves alone', () => {
    render(
      <p>
        اتصلوا بنا على <Ltr nowrap>+966 11 555 0142</Ltr>
      </p>,
    )
    const phone = screen.getByText('+966 11 555 0142')
    expect(phone.tagName).toBe('BDI')
    expect(phone).toHaveAttribute('dir', 'ltr')
    expect(phone).toHaveAttribute('translate', 'no')
    expect(phone).toHaveStyle({ whiteSpace: 'nowrap' })
  })

  it('wraps like text unless asked not to', () => {
    render(<Ltr>/about</Ltr>)
    expect(screen.getByText('/about')).not.toHaveAttribute('style')
  })
})
