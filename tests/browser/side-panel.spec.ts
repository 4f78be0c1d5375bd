import { mkdirSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { test } from './test.ts'
import { enterEditMode } from './helpers.ts'

/** Signs in and opens the About page in edit mode, in `lng`. */
async function editAbout(page: Page, lng: 'en' | 'ar') {
  await enterEditMode(page, '/about')
  if (lng === 'en') return
  await page.goto('/about?edit=true&lng=ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('main [data-edit-path]').first()).toBeAttached()
}

/** Issue 25 item 4: a block's fields open in a side panel beside the page, not in a modal over it. */

const SHOTS = process.env.PANEL_SHOTS
const WORDS = {
  en: {
    edit: 'Edit block',
    close: 'Close',
    save: 'Save',
    width: 'Panel width',
    keep: 'Keep editing',
    question: 'Discard your unsaved changes?',
  },
  ar: {
    edit: 'تعديل القسم',
    close: 'إغلاق',
    save: 'حفظ',
    width: 'عرض اللوحة',
    keep: 'متابعة التعديل',
    question: 'هل تريد تجاهل التغييرات غير المحفوظة؟',
  },
} as const

const chrome = (page: Page, type: string) => page.locator(`section.block-chrome[data-block-type="${type}"]`)

async function openBlock(page: Page, lng: 'en' | 'ar', type: string) {
  const edit = chrome(page, type).locator('.block-chrome__bar').getByRole('button', { name: WORDS[lng].edit, exact: true })
  await edit.click()
  const panel = page.getByRole('dialog')
  await expect(panel).toBeVisible()
  return { edit, panel }
}

async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox()
  if (!b) throw new Error(`${selector} is not drawn`)
  return b
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

for (const lng of ['en', 'ar'] as const) {
  const w = WORDS[lng]

  test(`${lng} at 1280 px: the panel sits at the ${lng === 'en' ? 'right' : 'left'}, beside the block it edits, resizable, the page scrolling beside it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await editAbout(page, lng)
    const { edit, panel } = await openBlock(page, lng, 'hero')
    await expect(panel).toHaveAttribute('aria-modal', 'false')
    // Focus is in the panel, on its first field.
    await expect(panel.locator('textarea, [contenteditable="true"]').first()).toBeFocused()

    const p = await box(page, '.side-panel')
    const header = await box(page, '.site-header')
    // Docked at the inline end, full height below the header.
    if (lng === 'en') expect(p.x + p.width).toBeCloseTo(1280, 0)
    else expect(p.x).toBeCloseTo(0, 0)
    expect(p.y).toBeCloseTo(header.y + header.height, 0)
    expect(p.y + p.height).toBeCloseTo(800, 0)
    // The block being edited, and all the content, stand beside it: nothing is under the panel.
    for (const selector of ['section.block-chrome[data-block-type="hero"]', '#main']) {
      const b = await box(page, selector)
      if (lng === 'en') expect(b.x + b.width).toBeLessThanOrEqual(p.x + 1)
      else expect(b.x).toBeGreaterThanOrEqual(p.x + p.width - 1)
    }
    await shot(page, `panel-${lng}-1280`)

    // The page beside it scrolls (the wheel over the page), and the panel stays.
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.move(lng === 'en' ? 200 : 1080, 500)
    await page.mouse.wheel(0, 700)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 300)
    expect(await box(page, '.side-panel')).toEqual(p)

    // Arrow keys on the edge: the arrow pointing at the page widens it.
    const edge = panel.getByRole('separator', { name: w.width })
    await expect(edge).toHaveAttribute('aria-orientation', 'vertical')
    await expect(edge).toHaveAttribute('aria-valuemin', '320')
    await expect(edge).toHaveAttribute('aria-valuemax', '768')
    const start = Number(await edge.getAttribute('aria-valuenow'))
    expect(start).toBe(Math.round(p.width))
    await edge.focus()
    const wider = lng === 'en' ? 'ArrowLeft' : 'ArrowRight'
    const narrower = lng === 'en' ? 'ArrowRight' : 'ArrowLeft'
    for (let i = 0; i < 3; i++) await edge.press(wider)
    await expect(edge).toHaveAttribute('aria-valuenow', String(start + 48))
    await edge.press(narrower)
    await expect(edge).toHaveAttribute('aria-valuenow', String(start + 32))
    await edge.press('End')
    await expect(edge).toHaveAttribute('aria-valuenow', '768')
    await edge.press('Home')
    await expect(edge).toHaveAttribute('aria-valuenow', '320')
    expect((await box(page, '.side-panel')).width).toBeCloseTo(320, 0)

    // Dragged by its edge with the pointer: 200 px towards the page.
    const e = await edge.boundingBox()
    if (!e) throw new Error('the edge is not drawn')
    const x = e.x + e.width / 2
    await page.mouse.move(x, e.y + 200)
    await page.mouse.down()
    await page.mouse.move(lng === 'en' ? x - 100 : x + 100, e.y + 220, { steps: 4 })
    await page.mouse.move(lng === 'en' ? x - 200 : x + 200, e.y + 240, { steps: 4 })
    await page.mouse.up()
    // The edge follows the pointer (within the pixel the pointer's position is rounded to).
    await expect.poll(async () => Math.abs(Number(await edge.getAttribute('aria-valuenow')) - 520)).toBeLessThanOrEqual(1)
    const dragged = await edge.getAttribute('aria-valuenow')
    const wide = await box(page, '.side-panel')
    expect(wide.width).toBeCloseTo(Number(dragged), 0)
    const main = await box(page, '#main')
    if (lng === 'en') expect(main.x + main.width).toBeLessThanOrEqual(wide.x + 1)
    else expect(main.x).toBeGreaterThanOrEqual(wide.x + wide.width - 1)

    // Escape closes it (nothing typed: no question) and focus goes back to the button that opened it.
    await panel.locator('textarea').first().focus()
    await page.keyboard.press('Escape')
    await expect(panel).toHaveCount(0)
    await expect(edit).toBeFocused()
    // The content has the whole width again.
    expect((await box(page, '#main')).width).toBeGreaterThan(1200)

    // The width is remembered in this browser: after a reload the panel opens as wide as it was dragged.
    await page.reload()
    await expect(page.locator('main [data-edit-path]').first()).toBeAttached()
    const again = await openBlock(page, lng, 'hero')
    await expect(again.panel.getByRole('separator', { name: w.width })).toHaveAttribute('aria-valuenow', String(dragged))
    expect((await box(page, '.side-panel')).width).toBeCloseTo(Number(dragged), 0)
    await again.panel.getByRole('button', { name: w.close, exact: true }).click()
    await expect(again.panel).toHaveCount(0)
    await expect(again.edit).toBeFocused()
  })
}

test('en at 1280 px and ar at 390 px: the rows the spec gives a text (12 a bilingual paragraph, 2 a line) are its least height in the panel', async ({
  page,
}) => {
  // Each field of the panel opens on its own: the title (a line) is open first, then the subtitle (a paragraph).
  const rows = async (subtitle: string) => {
    const dialog = page.getByRole('dialog')
    const measure = async (want: number) => {
      const areas = await dialog.locator('textarea[rows]').evaluateAll((els) =>
        (els as HTMLTextAreaElement[]).map((el) => {
          const style = getComputedStyle(el)
          const inner = el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)
          return { rows: el.rows, lines: inner / parseFloat(style.lineHeight) }
        }),
      )
      // English and Arabic, each at least its rows tall (less a rounded pixel).
      expect(areas).toHaveLength(2)
      for (const a of areas) {
        expect(a.rows).toBe(want)
        expect(a.lines).toBeGreaterThanOrEqual(want - 0.1)
      }
    }
    await measure(2)
    await dialog.getByRole('button', { name: new RegExp(`^${subtitle}`) }).click()
    await measure(12)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await editAbout(page, 'en')
  const { panel } = await openBlock(page, 'en', 'cta')
  // At the narrowest the panel goes.
  await panel.getByRole('separator').focus()
  await page.keyboard.press('Home')
  await expect(panel.getByRole('separator')).toHaveAttribute('aria-valuenow', '320')
  await rows('Subtitle')
  await page.setViewportSize({ width: 390, height: 844 })
  await editAbout(page, 'ar')
  await openBlock(page, 'ar', 'cta')
  await rows('النص التعريفي')
})

test('en at 1280 px: a field clicked in the page beside the panel asks first about unsaved text', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await editAbout(page, 'en')
  const { panel } = await openBlock(page, 'en', 'hero')
  await expect(panel.getByRole('heading')).toContainText('Hero')
  await panel.getByLabel('English', { exact: true }).first().fill('Typed, not saved')
  await chrome(page, 'cta').locator('.block-chrome__bar').getByRole('button', { name: 'Edit block', exact: true }).click()
  await expect(panel.getByText(WORDS.en.question)).toBeVisible()
  await panel.getByRole('button', { name: WORDS.en.keep }).click()
  await expect(panel.getByRole('heading')).toContainText('Hero')
  await expect(panel.getByLabel('English', { exact: true }).first()).toHaveValue('Typed, not saved')
})

test('ar on a 390 px phone: the panel is a full-height sheet, its Close and Save on screen, the page holding still', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await editAbout(page, 'ar')
  await page.evaluate(() => window.scrollTo(0, 200))
  const { edit, panel } = await openBlock(page, 'ar', 'hero')
  expect(await box(page, '.side-panel')).toEqual({ x: 0, y: 0, width: 390, height: 844 })
  await expect(panel.getByRole('heading')).toBeInViewport()
  await expect(panel.getByRole('button', { name: WORDS.ar.close, exact: true })).toBeInViewport()
  await expect(panel.getByRole('button', { name: WORDS.ar.save, exact: true })).toBeInViewport()
  await expect(panel.getByRole('separator')).toBeHidden()
  await shot(page, 'panel-ar-390')
  // The page behind does not scroll.
  const before = await page.evaluate(() => window.scrollY)
  await page.mouse.move(200, 400)
  await page.mouse.wheel(0, 600)
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
  expect(await page.evaluate(() => window.scrollY)).toBe(before)
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  await expect(edit).toBeFocused()
})
