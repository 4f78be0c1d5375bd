import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AnySchema } from '../../schemas/fields.ts'
import { href, labelled, localized, localizedLine } from '../../schemas/fields.ts'
import { FieldSummary } from '../../src/engine/editor/controls/field-summary.tsx'
import { renderWithProviders } from './render.tsx'

/** Issue 25: a folded field's one-line summary in the side panel, as it reads in each interface language. */

function fold(schema: AnySchema, value: unknown, lng: 'en' | 'ar') {
  renderWithProviders(
    <FieldSummary label="Field" schema={schema} value={value} expanded={false} onToggle={() => undefined} controls="x" />,
    { lng },
  )
  const preview = screen.getByRole('button').querySelector<HTMLElement>('.editor-fold__preview')
  if (!preview) throw new Error('no preview')
  return preview
}

const LONG_EN = 'Totara Learn brings every course, every team and every report together in one place for the whole company'
const LONG_AR = 'توتارا ليرن يجمع كل الدورات وكل الفرق وكل التقارير في مكان واحد للشركة كلها دون عناء أو تأخير'

describe('a folded field shows the start of its value the way it reads', () => {
  for (const lng of ['en', 'ar'] as const) {
    it(`${lng}: a link's path reads /our-team, isolated left to right (not our-team/ in Arabic)`, () => {
      const preview = fold(labelled(href('#'), 'Link', 'الرابط'), '/our-team', lng)
      expect(preview).toHaveTextContent('/our-team')
      expect(preview).toHaveAttribute('dir', 'ltr')
    })

    it(`${lng}: an address typed into a plain text field is isolated left to right too`, () => {
      const preview = fold(labelled(localizedLine(), 'Line', 'سطر'), 'https://example.com/a', lng)
      expect(preview).toHaveAttribute('dir', 'ltr')
    })
  }

  it('ar: a two-language text starts with its Arabic, right to left, whole (CSS puts the ellipsis at its end)', () => {
    const preview = fold(labelled(localized(), 'Body', 'النص'), { en: LONG_EN, ar: `<p>${LONG_AR}</p>` }, 'ar')
    expect(preview.textContent).toBe(LONG_AR)
    expect(preview).toHaveAttribute('dir', 'rtl')
    expect(preview).toHaveAttribute('lang', 'ar')
  })

  it('en: a two-language text starts with its English, left to right, whole', () => {
    const preview = fold(labelled(localized(), 'Body', 'النص'), { en: LONG_EN, ar: LONG_AR }, 'en')
    expect(preview.textContent).toBe(LONG_EN)
    expect(preview).toHaveAttribute('dir', 'ltr')
    expect(preview).toHaveAttribute('lang', 'en')
  })

  it('ar: a text written only in English is shown in English, left to right', () => {
    const preview = fold(labelled(localized(), 'Body', 'النص'), { en: LONG_EN, ar: '' }, 'ar')
    expect(preview.textContent).toBe(LONG_EN)
    expect(preview).toHaveAttribute('dir', 'ltr')
  })
})
