import { expect, type Locator, type Page } from '@playwright/test'
import { test } from './test.ts'
import { enterEditMode } from './helpers.ts'

/**
 * Issue 25 (an editor's week): the side panel is never covered by the page's edit handles and bars
 * ('Edit list: Menu' hung over its top), and an image field's panel takes focus like a text field's.
 */

async function editAbout(page: Page, lng: 'en' | 'ar', width: number) {
  await page.setViewportSize({ width, height: width > 767 ? 800 : 844 })
  await enterEditMode(page, '/about')
  if (lng === 'ar') {
    await page.goto('/about?edit=true&lng=ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('main [data-edit-path]').first()).toBeAttached()
  }
}

/** What is drawn on top at points all over the panel, where that is not the panel itself. */
async function coveringThePanel(panel: Locator) {
  return panel.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const found = new Set<string>()
    for (let y = r.top + 1; y < Math.min(r.bottom, window.innerHeight); y += 8)
      for (let x = r.left + 1; x < r.right - 1; x += 16) {
        const top = document.elementFromPoint(x, y)
        if (top && !el.contains(top))
          found.add(`${top.tagName.toLowerCase()}.${[...top.classList].join('.')} "${top.textContent?.trim().slice(0, 30)}"`)
      }
    return [...found]
  })
}

const HERO_EDIT = { en: 'Edit block', ar: 'تعديل القسم' }
const MENU = { en: 'Edit list: Menu', ar: /^تعديل القائمة: / }

for (const lng of ['en', 'ar'] as const)
  for (const width of [1280, 390]) {
    test(`${lng} at ${width} px: no edit handle or bar covers the side panel`, async ({ page }) => {
      await editAbout(page, lng, width)
      const openers: Locator[] = [
        page
          .locator('section.block-chrome[data-block-type="hero"] .block-chrome__bar')
          .getByRole('button', { name: HERO_EDIT[lng], exact: true }),
      ]
      const menu = page.locator('.site-header').getByRole('button', { name: MENU[lng] })
      if (await menu.isVisible()) openers.push(menu)
      for (const opener of openers) {
        await opener.click()
        const panel = page.locator('.side-panel')
        await expect(panel).toBeVisible()
        expect(await coveringThePanel(panel)).toEqual([])
        // Scrolled, the sticky header and the block toolbars pass beside it, never over it.
        await page.evaluate(() => window.scrollTo(0, 600))
        expect(await coveringThePanel(panel)).toEqual([])
        await page.keyboard.press('Escape')
        await expect(panel).toHaveCount(0)
        await page.evaluate(() => window.scrollTo(0, 0))
      }
    })

    test(`${lng} at ${width} px: an image field's panel takes focus, and gives it back on closing`, async ({ page }) => {
      await editAbout(page, lng, width)
      const opener = page.locator('main section.hero .editable-background')
      await opener.click()
      const panel = page.locator('.side-panel')
      await expect(panel).toBeVisible()
      // Its first field one can type in: the file's path (the file input itself is hidden).
      await expect(panel.locator('input[type="text"][dir="ltr"]').first()).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(panel).toHaveCount(0)
      await expect(opener).toBeFocused()
    })
  }
