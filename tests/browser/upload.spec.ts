import { expect, type Page } from '@playwright/test'
import { test } from './test.ts'
import { solidPng } from '../png.ts'
import { type BlockSnapshot, enterEditMode, notification, restoreBlock, snapshotBlock } from './helpers.ts'

const ORIGINAL_SRC = '/media/about/hero-main.svg'

/** A valid 8×8 PNG in one colour. */
const png = (rgb: [number, number, number]) => solidPng(8, rgb)

const heroImage = (page: Page) => page.locator('main section.hero .hero__media img')

let original: BlockSnapshot
test.beforeEach(async ({ request }) => {
  original = await snapshotBlock(request, 'about', 'hero')
  expect((original.content.mainImage as { src: string }).src).toBe(ORIGINAL_SRC)
})
// Leave the page as it was found (a replaced image also drops its width and height).
test.afterEach(async ({ request }) => restoreBlock(request, original, 'about'))

test('an administrator replaces the About hero image with an uploaded PNG', async ({ page }) => {
  await enterEditMode(page, '/about')
  await expect(heroImage(page)).toHaveAttribute('src', ORIGINAL_SRC)

  // Slow the upload down a little so that its progress can be seen.
  await page.route('**/api/v1/uploads/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700))
    await route.continue()
  })

  await heroImage(page).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const fileInput = dialog.getByTestId('file-input')
  await expect(fileInput).toHaveAttribute('accept', /image\/\*/)
  const chooser = page.waitForEvent('filechooser')
  await dialog.getByRole('button', { name: 'Replace file' }).click()
  await (await chooser).setFiles({ name: 'e2e-hero.png', mimeType: 'image/png', buffer: png([13, 92, 99]) })

  const uploading = page.locator('.notifications').getByRole('status').filter({ hasText: 'Uploading file...' })
  await expect(uploading).toBeVisible()
  await expect(uploading.getByRole('progressbar')).toBeVisible()
  await expect(notification(page, 'File uploaded successfully!')).toBeVisible()
  await expect(dialog.getByLabel('File path')).toHaveValue(/^\/data\/uploads\/[^/]+\.png$/)

  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(notification(page, 'Changes saved successfully!')).toBeVisible()
  await expect(heroImage(page)).toHaveAttribute('src', /^\/api\/data\/uploads\/[^/]+\.png$/)
  const src = (await heroImage(page).getAttribute('src')) ?? ''

  const file = await page.request.get(src)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('image/png')
  expect((await file.body()).subarray(1, 4).toString('ascii')).toBe('PNG')

  await page.reload()
  await expect(heroImage(page)).toHaveAttribute('src', src)
  // The browser shows the upload itself or one of its responsive copies (the same name with its
  // width and format); naturalWidth is scaled by the srcset's width descriptor, so it is only
  // checked to be non-zero, i.e. the file decoded.
  const base = src.replace(/\.png$/, '')
  await expect
    .poll(() => heroImage(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc))
    .toMatch(new RegExp(`${base.replace(/[/.]/g, '\\$&')}(-8\\.(avif|webp)|\\.png)$`))
})
