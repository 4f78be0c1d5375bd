import { expect, type Page } from '@playwright/test'
import { test } from './test.ts'
import { blockOf } from './editor-api.ts'
import { ABOUT_TITLE, type BlockSnapshot, notification, restoreBlock, signIn, snapshotBlock, startInPlace, typeInPlace } from './helpers.ts'

// Issue 25 item 1: a plain text is typed where it stands, no dialog half over the page; item 3:
// a draft is kept on every change, so a reload mid-typing offers the words back.
const heroTitle = (page: Page) => page.locator('main section.hero h1')

let original: BlockSnapshot
test.beforeEach(async ({ request }) => {
  original = await snapshotBlock(request, 'about', 'hero')
})
test.afterEach(async ({ request }) => restoreBlock(request, original, 'about'))

const LANGUAGES = [
  {
    lng: 'en',
    dir: 'ltr',
    typed: 'Learning that lasts, typed in place',
    saving: 'Saving changes...',
    saved: 'Changes saved successfully!',
    offer: 'Restore your unsaved changes?',
    restore: 'Restore',
    field: 'English',
  },
  {
    lng: 'ar',
    dir: 'rtl',
    typed: 'تعلّم يدوم مع Totara، مكتوب في مكانه',
    saving: 'جارٍ حفظ التغييرات…',
    saved: 'تم حفظ التغييرات بنجاح.',
    offer: 'هل تريد استعادة تغييراتك غير المحفوظة؟',
    restore: 'استعادة',
    field: 'العربية',
  },
] as const

for (const l of LANGUAGES) {
  test.describe(`in ${l.lng === 'en' ? 'English' : 'Arabic'}`, () => {
    test.beforeEach(async ({ page }) => {
      await signIn(page)
      await page.goto(`/about?edit=true&lng=${l.lng}`)
      await expect(heroTitle(page)).toHaveText(ABOUT_TITLE[l.lng])
      // Until the page with its drafts and the editor's code are here, the blocks are the
      // visitors' copy; then the edit toolbar and each block's bar appear above the title. Where
      // it stands is measured once they are drawn.
      await expect(page.locator('main section.block-chrome .block-chrome__bar button').first()).toBeVisible()
      await expect(heroTitle(page)).toBeVisible()
    })

    test('the title is typed where it stands and Enter saves it, beside the other language as stored', async ({ page, request }) => {
      const box = await heroTitle(page).boundingBox()
      await startInPlace(heroTitle(page))
      // The same heading in the same place: no dialog, no jump.
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(heroTitle(page)).toHaveAttribute('dir', l.dir)
      expect((await heroTitle(page).boundingBox())?.y).toBe(box?.y)
      await page.keyboard.insertText(l.typed)
      await heroTitle(page).press('Enter')
      await expect(notification(page, l.saving)).toBeVisible()
      await expect(notification(page, l.saved)).toBeVisible()
      await expect(heroTitle(page)).toHaveText(l.typed)
      await expect(heroTitle(page)).toBeFocused()
      const other = l.lng === 'en' ? 'ar' : 'en'
      await expect
        .poll(async () => (await blockOf(request, 'about', 'hero')).content.title)
        .toEqual({ [l.lng]: l.typed, [other]: ABOUT_TITLE[other] })
      await page.goto(`/about?lng=${l.lng}`)
      await expect(heroTitle(page)).toHaveText(l.typed)
    })

    test('Escape puts the old text back, saves nothing and leaves focus on the title', async ({ page, request }) => {
      await startInPlace(heroTitle(page))
      await page.keyboard.insertText(l.typed)
      await expect(heroTitle(page)).toHaveText(l.typed)
      await heroTitle(page).press('Escape')
      await expect(heroTitle(page)).toHaveText(ABOUT_TITLE[l.lng])
      await expect(heroTitle(page)).not.toHaveAttribute('contenteditable')
      await expect(heroTitle(page)).toBeFocused()
      // Enter on the focused title starts typing again, with the text as stored.
      await heroTitle(page).press('Enter')
      await expect(heroTitle(page)).toHaveAttribute('contenteditable', 'plaintext-only')
      await expect(heroTitle(page)).toHaveText(ABOUT_TITLE[l.lng])
      await heroTitle(page).press('Escape')
      expect((await blockOf(request, 'about', 'hero')).content.title).toEqual(ABOUT_TITLE)
    })

    test('a reload in the middle of typing offers every word back', async ({ page, request }) => {
      await startInPlace(heroTitle(page))
      await heroTitle(page).pressSequentially(l.typed)
      await page.reload()
      await expect(heroTitle(page)).toHaveText(ABOUT_TITLE[l.lng])
      const offer = page.getByRole('region', { name: l.offer })
      await offer.getByRole('button', { name: l.restore }).click()
      await expect(page.getByRole('dialog').getByLabel(l.field, { exact: true })).toHaveValue(l.typed)
      expect((await blockOf(request, 'about', 'hero')).content.title).toEqual(ABOUT_TITLE)
    })
  })
}

test('an emptied English title is not saved: the message shows and the text stays being typed', async ({ page, request }) => {
  await signIn(page)
  await page.goto('/about?edit=true&lng=en')
  await startInPlace(heroTitle(page))
  await page.keyboard.press('Delete')
  await heroTitle(page).press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'Write it in English; the Arabic can follow.' })).toBeVisible()
  await expect(heroTitle(page)).toHaveAttribute('contenteditable', 'plaintext-only')
  await expect(heroTitle(page)).toBeFocused()
  await typeInPlace(heroTitle(page), 'Written again')
  await expect(notification(page, 'Changes saved successfully!')).toBeVisible()
  await expect
    .poll(async () => (await blockOf(request, 'about', 'hero')).content.title)
    .toEqual({ en: 'Written again', ar: ABOUT_TITLE.ar })
})

test('paragraphs are typed where they stand: Enter starts a new paragraph, leaving the text saves each as a line', async ({
  page,
  request,
}) => {
  const subtitle = page.locator('main section.hero .hero__subtitle')
  await signIn(page)
  await page.goto('/about?edit=true&lng=en')
  await startInPlace(subtitle)
  await expect(subtitle).toHaveAttribute('aria-multiline', 'true')
  await page.keyboard.insertText('A first paragraph')
  await page.keyboard.press('Enter')
  await page.keyboard.insertText('and a second one')
  await expect(subtitle).toHaveAttribute('contenteditable', 'true')
  await page.keyboard.press('Tab')
  await expect(notification(page, 'Changes saved successfully!')).toBeVisible()
  await expect(subtitle.locator('p')).toHaveText(['A first paragraph', 'and a second one'])
  await expect
    .poll(async () => ((await blockOf(request, 'about', 'hero')).content.subtitle as { en: string }).en)
    .toBe('A first paragraph\nand a second one')
})

test("a title clicked while the editor's code is still loading is typed where it stands once the code is there, not opened in the panel", async ({
  page,
}) => {
  await signIn(page)
  // The editor's chunk is held back until the title has been clicked.
  let release = () => {}
  const held = new Promise<void>((done) => (release = done))
  await page.route(/\/assets\/edit-session-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/about?edit=true&lng=en')
  // The page with its drafts is there (the title is a handle to click), the editor's code is not.
  await expect(heroTitle(page)).toHaveAttribute('role', 'button')
  await expect(heroTitle(page)).not.toHaveAttribute('data-in-place', 'text')
  await heroTitle(page).click()
  release()
  await expect(heroTitle(page)).toHaveAttribute('contenteditable', 'plaintext-only')
  await expect(heroTitle(page)).toBeFocused()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await heroTitle(page).press('Escape')
  await expect(heroTitle(page)).toHaveText(ABOUT_TITLE.en)
})
