import { expect, type Page } from '@playwright/test'
import { test } from './test.ts'
import { enterEditMode } from './helpers.ts'

/**
 * Issue 25 (an editor's week): 'Share a preview' looks like the editor's other dialogs. It was
 * drawn inside the page's toolbar, whose small white buttons and unwrapped phone line it took:
 * a white Close, and on a phone a help text running out of the dialog.
 */
const WORDS = {
  en: { share: 'Share a preview', deleted: 'Recently deleted', close: 'Close' },
  ar: { share: 'مشاركة معاينة', deleted: 'المحذوفات الأخيرة', close: 'إغلاق' },
}

async function closeButton(page: Page, opener: string, lng: 'en' | 'ar') {
  const bar = page.locator('.page-bar')
  const button = bar.getByRole('button', { name: opener, exact: true })
  const more = bar.getByRole('button', { name: lng === 'ar' ? 'المزيد' : 'More', exact: true })
  // The bar comes with the editor's code, after the blocks' edit marks: wait for it before asking
  // what it shows. On a phone the page bar's less-used actions are under 'More'.
  await expect(button.or(more).first()).toBeVisible()
  if (!(await button.isVisible())) await more.click()
  await button.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const close = dialog.getByRole('button', { name: WORDS[lng].close, exact: true })
  const look = await close.evaluate((el) => {
    const s = getComputedStyle(el)
    return { background: s.backgroundColor, color: s.color, height: Math.round(el.getBoundingClientRect().height) }
  })
  // Nothing in the dialog's body runs out of it.
  const overflow = await dialog.locator('.editor-dialog__body').evaluate((el) => el.scrollWidth - el.clientWidth)
  await close.click()
  await expect(dialog).toHaveCount(0)
  return { look, overflow }
}

for (const [lng, width] of [
  ['en', 1280],
  ['ar', 390],
] as const)
  test(`${lng} at ${width} px: 'Share a preview' has the editor dialogs' Close, and its text wraps inside it`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 767 ? 800 : 844 })
    await enterEditMode(page, '/about')
    if (lng === 'ar') {
      await page.goto('/about?edit=true&lng=ar')
      await expect(page.locator('main [data-edit-path]').first()).toBeAttached()
    }
    const deleted = await closeButton(page, WORDS[lng].deleted, lng)
    const share = await closeButton(page, WORDS[lng].share, lng)
    expect(share.look).toEqual(deleted.look)
    expect(share.overflow).toBeLessThanOrEqual(0)
  })
