import { expect, type Page } from '@playwright/test'
import { test } from './test.ts'
import { ABOUT_TITLE } from './helpers.ts'

/** Scrolls through the page so that every in-view animation has run, then back to the top. */
async function revealAll(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForTimeout(700)
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

test('/about?lng=ar is right-to-left, in Arabic, with the menu starting on the right', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/about?lng=ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('main section.hero h1')).toHaveText(ABOUT_TITLE.ar)

  const items = page.getByRole('banner').getByRole('navigation').first().locator(':scope > ul > li')
  await expect(items).toHaveCount(4)
  const first = await items.first().boundingBox()
  const last = await items.last().boundingBox()
  expect(first && last && first.x > last.x + last.width - 1).toBe(true)
  // The brand (the start of the header) is on the right of the menu in Arabic.
  const brand = await page.getByRole('banner').getByRole('link').first().boundingBox()
  expect(brand && first && brand.x > first.x).toBe(true)
})

for (const lng of ['en', 'ar'] as const) {
  test(`/about in ${lng} has no horizontal overflow at 390 px (screenshots attached)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/about?lng=${lng}`)
    await expect(page.locator('html')).toHaveAttribute('lang', lng)
    await expect(page.locator('main section.hero h1')).toHaveText(ABOUT_TITLE[lng])
    await revealAll(page)
    expect(await overflow(page), 'document wider than the viewport').toBeLessThanOrEqual(1)
    await testInfo.attach(`about-${lng}-390.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' })

    await page.getByRole('button', { name: lng === 'ar' ? 'فتح قائمة التنقل' : 'Open menu' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await overflow(page), 'document wider than the viewport with the menu open').toBeLessThanOrEqual(1)
    await testInfo.attach(`about-${lng}-390-menu.png`, { body: await page.screenshot(), contentType: 'image/png' })

    await page.setViewportSize({ width: 1280, height: 800 })
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await revealAll(page)
    expect(await overflow(page), 'document wider than the viewport at 1280 px').toBeLessThanOrEqual(1)
    await testInfo.attach(`about-${lng}-1280.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' })
  })
}
