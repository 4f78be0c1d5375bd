import { afterEach, describe, expect, it } from 'vitest'
import { anchoredPosition } from '../../src/engine/editor/editor-dialog.tsx'

const viewport = (width: number, height: number) => {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true })
}
afterEach(() => {
  document.documentElement.dir = 'ltr'
})

describe('the inline editor opens where the field stands', () => {
  it('below the field, at its start edge, when there is room', () => {
    viewport(1280, 900)
    const pos = anchoredPosition({ top: 100, bottom: 160, left: 40, right: 600 })
    expect(pos).toMatchObject({ position: 'fixed', top: 168, left: 40, inlineSize: 720 })
  })

  it('above the field near the bottom of the screen', () => {
    viewport(1280, 900)
    const pos = anchoredPosition({ top: 700, bottom: 760, left: 40, right: 600 })
    expect(pos).toMatchObject({ bottom: 900 - 700 + 8 })
    expect(pos.top).toBeUndefined()
  })

  it("at the field's right edge in right-to-left pages, and never off screen", () => {
    viewport(1280, 900)
    document.documentElement.dir = 'rtl'
    expect(anchoredPosition({ top: 100, bottom: 160, left: 700, right: 1240 }).left).toBe(1240 - 720)
    viewport(390, 844)
    const phone = anchoredPosition({ top: 100, bottom: 160, left: 20, right: 380 })
    expect(phone).toMatchObject({ left: 16, inlineSize: 390 - 32 })
  })

  it('overlaps a tall field rather than run off the screen when neither side has room', () => {
    viewport(1280, 720)
    // A picture from 152 to 520: 176 px below it, 128 above.
    const pos = anchoredPosition({ top: 152, bottom: 520, left: 672, right: 1240 })
    expect(pos).toMatchObject({ top: 720 - 16 - 240, maxBlockSize: 240 })
    const near = anchoredPosition({ top: 600, bottom: 700, left: 40, right: 600 })
    expect(near.bottom).toBeLessThanOrEqual(720 - 16 - 240)
  })
})
