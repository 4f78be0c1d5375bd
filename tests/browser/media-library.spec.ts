import { mkdirSync } from 'node:fs'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from './test.ts'
import { noisePng } from '../png.ts'
import { type BlockSnapshot, restoreBlock, signIn, snapshotBlock } from './helpers.ts'
import { blockOf, putAs, token } from './editor-api.ts'

/** The library's words in each language (public/locales). */
const WORDS = {
  en: {
    exit: 'Exit Edit Mode',
    open: 'Choose from the media library',
    library: 'Media library',
    search: 'Search by file name or alternative text',
    choose: 'Choose',
    delete: 'Delete',
    inUse: 'is shown on these pages. Delete it anyway?',
    cancel: 'Cancel',
    anyway: 'Delete anyway',
    deleted: 'File deleted.',
    usedOn: 'Used on: About',
    unused: 'Not used on any page',
    about: 'About',
  },
  ar: {
    exit: 'الخروج من وضع التعديل',
    open: 'اختيار من مكتبة الوسائط',
    library: 'مكتبة الوسائط',
    search: 'بحث باسم الملف أو النص البديل',
    choose: 'اختيار',
    delete: 'حذف',
    inUse: 'في هذه الصفحات. هل تريد حذفه رغم ذلك؟',
    cancel: 'إلغاء',
    anyway: 'حذف رغم ذلك',
    deleted: 'تم حذف الملف.',
    usedOn: 'مستخدم في: \u2068من نحن\u2069',
    unused: 'غير مستخدم في أي صفحة',
    about: 'من نحن',
  },
} as const

const SHOTS = process.env.MEDIA_SHOTS

async function upload(request: APIRequestContext, name: string, bytes: Buffer) {
  const res = await request.post('/api/v1/uploads/', {
    headers: { Authorization: `Bearer ${await token(request)}` },
    multipart: { file: { name, mimeType: 'image/png', buffer: bytes } },
  })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { url: string }).url
}

async function openLibrary(page: Page, lng: 'en' | 'ar') {
  const w = WORDS[lng]
  await signIn(page)
  await page.goto(`/about?lng=${lng}&edit=true`)
  await expect(page.getByRole('button', { name: w.exit })).toBeVisible()
  await page.locator('main section.hero .hero__media img').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: w.open }).click()
  return dialog.getByRole('region', { name: w.library })
}

let hero: BlockSnapshot
test.beforeEach(async ({ request }) => {
  hero = await snapshotBlock(request, 'about', 'hero')
})
test.afterEach(async ({ request }) => restoreBlock(request, hero, 'about'))

for (const lng of ['en', 'ar'] as const) {
  test(`media library in ${lng}: search, sizes, and deleting a picture the About page shows asks first, naming the page`, async ({
    page,
    request,
  }) => {
    const w = WORDS[lng]
    const seed = lng === 'en' ? 100 : 200
    const shown = await upload(request, `harbour-${lng}.png`, noisePng(40, seed))
    const spare = await upload(request, `desk-${lng}.png`, noisePng(30, seed + 1))
    const block = await blockOf(request, 'about', 'hero')
    await putAs(request, block, {
      ...block.content,
      mainImage: { ...(block.content.mainImage as object), src: shown, width: 40, height: 40 },
    })

    await page.setViewportSize({ width: 1280, height: 900 })
    const library = await openLibrary(page, lng)
    await expect(library.locator('.media-library__item').first()).toBeVisible()
    if (SHOTS) {
      await library.scrollIntoViewIfNeeded()
      await shot(page, `library-${lng}-1280`)
    }
    await library.getByLabel(w.search).fill(`HARBOUR-${lng}`)
    const items = library.locator('.media-library__item')
    await expect(items).toHaveCount(1)
    const item = items.first()
    await expect(item.getByRole('button', { name: new RegExp(`${w.choose} .?harbour-${lng}\\.png`) })).toBeVisible()
    await expect(item.locator('.media-library__meta')).toContainText(/40×40 · \d+ KB · PNG/)
    await expect(item.locator('.media-library__used')).toHaveText(w.usedOn)

    await library.getByLabel(w.search).fill(`desk-${lng}`)
    await expect(items).toHaveCount(1)
    await expect(items.first().locator('.media-library__meta')).toContainText('30×30')
    await expect(items.first().locator('.media-library__used')).toHaveText(w.unused)
    expect(spare).toMatch(/\.png$/)

    await library.getByLabel(w.search).fill(`harbour-${lng}`)
    await expect(items).toHaveCount(1)
    // In use: the question names the page, and Cancel keeps the file.
    await item.getByRole('button', { name: new RegExp(`^${w.delete} .?harbour`) }).click()
    const ask = page.getByRole('dialog', { name: new RegExp(w.inUse) })
    await expect(ask).toBeVisible()
    await expect(ask.locator('.ask-dialog__details li')).toHaveText([w.about])
    if (SHOTS) await shot(page, `delete-${lng}-1280`)
    await ask.getByRole('button', { name: w.cancel, exact: true }).click()
    await expect(ask).toHaveCount(0)
    expect((await request.get(`/api${shown}`)).status()).toBe(200)
    await expect(items).toHaveCount(1)

    await item.getByRole('button', { name: new RegExp(`^${w.delete} .?harbour`) }).click()
    await page
      .getByRole('dialog', { name: new RegExp(w.inUse) })
      .getByRole('button', { name: w.anyway, exact: true })
      .click()
    await expect(page.locator('.notifications').getByText(w.deleted, { exact: true })).toBeVisible()
    await expect(items).toHaveCount(0)
    expect((await request.get(`/api${shown}`)).status()).toBe(404)
  })

  test(`media library in ${lng} on a 390 px phone: two files a row, the question fits the screen`, async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const seed = lng === 'en' ? 300 : 400
    const shown = await upload(request, `team-${lng}.png`, noisePng(48, seed))
    for (const n of [1, 2, 3]) await upload(request, `photo-${lng}-${n}.png`, noisePng(32, seed + n))
    const block = await blockOf(request, 'about', 'hero')
    await putAs(request, block, {
      ...block.content,
      mainImage: { ...(block.content.mainImage as object), src: shown, width: 48, height: 48 },
    })
    const w = WORDS[lng]
    const library = await openLibrary(page, lng)
    const grid = library.locator('.media-library__grid')
    await expect(grid.locator('.media-library__item').first()).toBeVisible()
    const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
    expect(columns).toBe(2)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    // The panel holding the library takes the whole screen.
    const panel = await page.locator('.editor-dialog').boundingBox()
    expect(panel).toMatchObject({ x: 0, y: 0, width: 390, height: 844 })
    await library.scrollIntoViewIfNeeded()
    if (SHOTS) await shot(page, `library-${lng}-390`)
    await library.getByLabel(w.search).fill(`team-${lng}`)
    await expect(library.locator('.media-library__item')).toHaveCount(1)
    await library
      .locator('.media-library__item')
      .first()
      .getByRole('button', { name: new RegExp(`^${w.delete} `) })
      .click()
    const ask = page.getByRole('dialog', { name: new RegExp(w.inUse) })
    await expect(ask.getByRole('button', { name: w.anyway, exact: true })).toBeInViewport()
    if (SHOTS) await shot(page, `delete-${lng}-390`)
    await ask.getByRole('button', { name: w.cancel, exact: true }).click()
  })
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS as string, { recursive: true })
  // Dialogs fade in over 0.3 s: the picture is taken once they stand still.
  await page.waitForTimeout(400)
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}
