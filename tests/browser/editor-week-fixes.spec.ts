import { expect, type Locator, type Page } from '@playwright/test'
import { signIn } from './helpers.ts'
import { test } from './test.ts'

/** Issue 25: what the last walk of an editor's week (editor-week.spec.ts) still showed. */
const WORDS = {
  en: { edit: 'Edit block', title: 'Title', more: 'More', add: '+ Add block', gallery: 'Add a block' },
  ar: { edit: 'تعديل القسم', title: 'العنوان', more: 'المزيد', add: '+ إضافة قسم', gallery: 'إضافة قسم' },
} as const

async function editPage(page: Page, path: string, lng: 'en' | 'ar') {
  await signIn(page)
  await page.goto(`${path}?lng=${lng}&edit=true`)
  await expect(page.locator('main [data-edit-path]').first()).toBeAttached()
}

/** How many drawn elements (larger than a screen reader's 1 px) say exactly `text` in `within`. */
const drawnTimes = (within: Locator, text: string) =>
  within.evaluate(
    (root, text) =>
      Array.from(root.querySelectorAll<HTMLElement>('*')).filter((el) => {
        const own = Array.from(el.childNodes)
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join('')
          .trim()
        const r = el.getBoundingClientRect()
        return own === text && r.width > 1 && r.height > 1
      }).length,
    text,
  )

for (const lng of ['en', 'ar'] as const) {
  const w = WORDS[lng]

  test(`${lng}: a folded field of the whole-block panel shows its name once, and its fieldset keeps that name`, async ({ page }) => {
    await editPage(page, '/about', lng)
    await page.locator('section.block-chrome[data-block-type="hero"] .block-chrome__bar').getByRole('button', { name: w.edit }).click()
    const panel = page.getByRole('dialog')
    await expect(panel.getByRole('button', { name: w.title, expanded: true })).toBeVisible()
    await expect(panel.getByRole('group', { name: w.title, exact: true })).toBeAttached()
    expect(await drawnTimes(panel, w.title)).toBe(1)
  })

  test.describe(`${lng} on a 390 px phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

    test(`the page's and the blocks' toolbars hide nothing sideways: every action is on screen, the less-used under '${w.more}'`, async ({
      page,
    }) => {
      await editPage(page, '/about', lng)
      const bars = [page.locator('.page-bar'), ...(await page.locator('.block-chrome__bar').all()).slice(0, 3)]
      for (const bar of bars) {
        await bar.scrollIntoViewIfNeeded()
        expect(await bar.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
        const more = bar.getByRole('button', { name: w.more })
        await more.click()
        await expect(more).toHaveAttribute('aria-expanded', 'true')
        const buttons = await bar.getByRole('button').all()
        expect(buttons.length).toBeGreaterThan(2)
        for (const button of buttons) {
          await expect(button).toBeInViewport({ ratio: 1 })
          const b = await button.boundingBox()
          expect(b && b.x >= 0 && b.x + b.width <= 390).toBe(true)
        }
        // Escape closes the list and gives the focus back to 'More'.
        await buttons.at(-1)?.focus()
        await page.keyboard.press('Escape')
        await expect(more).toHaveAttribute('aria-expanded', 'false')
        await expect(more).toBeFocused()
      }
    })
  })
}

/** A preview has drawn something: a text or an image of its block, inside its card. */
const drawn = (preview: Locator) =>
  preview.evaluate((box) => {
    const r = box.getBoundingClientRect()
    return Array.from(box.querySelectorAll<HTMLElement>('.block-card__stage *')).some((el) => {
      const e = el.getBoundingClientRect()
      const inside = e.right > r.left && e.left < r.right && e.bottom > r.top && e.top < r.bottom && e.width > 2 && e.height > 2
      const own = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
      return inside && (own || ['IMG', 'svg', 'VIDEO'].includes(el.tagName))
    })
  })

for (const [lng, width] of [
  ['en', 1280],
  ['ar', 390],
] as const)
  test(`${lng} at ${width} px: every block type's card in the Add block gallery draws a preview`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 844 })
    await editPage(page, '/our-awards', lng)
    await page.getByRole('button', { name: WORDS[lng].add }).first().click()
    const gallery = page.getByRole('dialog', { name: WORDS[lng].gallery })
    const previews = await gallery.locator('.block-card__preview').all()
    expect(previews.length).toBeGreaterThan(10)
    for (const preview of previews) {
      await preview.scrollIntoViewIfNeeded()
      await expect.poll(() => drawn(preview), { message: await preview.locator('xpath=..').innerText() }).toBe(true)
    }
  })
