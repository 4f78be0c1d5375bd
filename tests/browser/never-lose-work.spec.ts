import { expect, type Page } from '@playwright/test'
import { test } from './test.ts'
import { blockOf, putAs } from './editor-api.ts'
import {
  ABOUT_TITLE,
  type BlockSnapshot,
  enterEditMode,
  notification,
  openBothLanguages,
  restoreBlock,
  signIn,
  snapshotBlock,
  submitLogin,
} from './helpers.ts'

const heroTitle = (page: Page) => page.locator('main section.hero h1')
const heroSubtitle = (page: Page) => page.locator('main section.hero .hero__subtitle')
const dialog = (page: Page) => page.getByRole('dialog')
const english = (page: Page) => dialog(page).getByLabel('English', { exact: true })

let original: BlockSnapshot
test.beforeEach(async ({ request }) => {
  original = await snapshotBlock(request, 'about', 'hero')
})
test.afterEach(async ({ request }) => restoreBlock(request, original, 'about'))

async function typeTitle(page: Page, text: string) {
  await openBothLanguages(heroTitle(page))
  await english(page).fill(text)
}

test('Escape and Cancel ask before discarding typed text, a click in the page beside the panel keeps it; focus goes back to the title', async ({
  page,
}) => {
  await enterEditMode(page, '/about')
  await typeTitle(page, 'Typed, not saved')
  await expect(heroTitle(page)).toHaveText('Typed, not saved')

  await page.keyboard.press('Escape')
  await expect(dialog(page).getByText('Discard your unsaved changes?')).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Keep editing' }).click()
  await expect(english(page)).toHaveValue('Typed, not saved')

  // A click in the page beside the panel (not modal: no backdrop) leaves it open with the text.
  await page.mouse.click(4, (page.viewportSize()?.height ?? 720) - 4)
  await expect(dialog(page)).toBeVisible()
  await expect(english(page)).toHaveValue('Typed, not saved')

  await dialog(page).getByRole('button', { name: 'Cancel' }).click()
  await dialog(page).getByRole('button', { name: 'Discard changes' }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(heroTitle(page)).toHaveText(ABOUT_TITLE.en)
  // Focus is back on the element that opened the editor, not on a tool button or the page's top.
  await expect(heroTitle(page)).toBeFocused()

  // Nothing typed: Escape closes at once, and focus returns the same way.
  await openBothLanguages(heroTitle(page))
  await expect(english(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(heroTitle(page)).toBeFocused()
})

test('leaving or reloading with typed text asks first, and a reload offers the text back', async ({ page }) => {
  await enterEditMode(page, '/about')
  await typeTitle(page, 'Survives a reload')
  await page.waitForTimeout(600)
  const asked: string[] = []
  page.on('dialog', (d) => {
    asked.push(d.type())
    void d.accept()
  })
  await page.reload()
  expect(asked).toContain('beforeunload')
  await expect(heroTitle(page)).toHaveText(ABOUT_TITLE.en)
  const offer = page.getByRole('region', { name: 'Restore your unsaved changes?' })
  await expect(offer).toBeVisible()
  await offer.getByRole('button', { name: 'Restore' }).click()
  await expect(english(page)).toHaveValue('Survives a reload')
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(heroTitle(page)).toHaveText('Survives a reload')
  await page.reload()
  await expect(heroTitle(page)).toHaveText('Survives a reload')
  await expect(page.getByRole('region', { name: 'Restore your unsaved changes?' })).toHaveCount(0)
})

const offer = (page: Page, name = 'Restore your unsaved changes?') => page.getByRole('region', { name })

test('a saved edit leaves nothing to restore: no offer after the save, nor after a reload', async ({ page }) => {
  await enterEditMode(page, '/about')
  await typeTitle(page, 'Saved, nothing to restore')
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(heroTitle(page)).toHaveText('Saved, nothing to restore')
  await expect(offer(page)).toHaveCount(0)
  await page.reload()
  // The editing session is there (its block tools are drawn), with the saved text and no offer.
  await expect(page.getByRole('button', { name: 'Edit block' }).first()).toBeVisible()
  await expect(heroTitle(page)).toHaveText('Saved, nothing to restore')
  await expect(offer(page)).toHaveCount(0)
})

test('a reload right after the last key press offers back every word typed', async ({ page }) => {
  await enterEditMode(page, '/about')
  await openBothLanguages(heroTitle(page))
  await english(page).clear()
  await english(page).pressSequentially('Every word until the reload')
  page.on('dialog', (d) => void d.accept())
  await page.reload()
  await offer(page).getByRole('button', { name: 'Restore' }).click()
  await expect(english(page)).toHaveValue('Every word until the reload')
})

test('in Arabic too: a reload at once offers the words back, and a save leaves no offer', async ({ page }) => {
  await signIn(page)
  await page.goto('/about?lng=ar&edit=true')
  const question = 'هل تريد استعادة تغييراتك غير المحفوظة؟'
  await openBothLanguages(heroTitle(page), 'الإنجليزية والعربية')
  const arabic = dialog(page).getByLabel('العربية', { exact: true })
  await arabic.clear()
  await arabic.pressSequentially('كل كلمة حتى إعادة التحميل')
  page.on('dialog', (d) => void d.accept())
  await page.reload()
  await offer(page, question).getByRole('button', { name: 'استعادة' }).click()
  await expect(arabic).toHaveValue('كل كلمة حتى إعادة التحميل')
  await dialog(page).getByRole('button', { name: 'حفظ', exact: true }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(offer(page, question)).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('button', { name: 'تعديل القسم' }).first()).toBeVisible()
  await expect(offer(page, question)).toHaveCount(0)
})

test('a draft offered back after someone saved the block meanwhile starts from its own version and keeps their change', async ({
  page,
  request,
}) => {
  await enterEditMode(page, '/about')
  await typeTitle(page, 'Typed before their save')
  await page.waitForTimeout(600)
  // Another editor saves another field while this text is only a draft in the browser.
  const hero = await blockOf(request, 'about', 'hero')
  const subtitle = { en: 'Their subtitle, saved meanwhile', ar: 'نصهم التعريفي المحفوظ' }
  await putAs(request, hero, { ...hero.content, subtitle })
  page.on('dialog', (d) => void d.accept())
  await page.reload()
  await expect(heroSubtitle(page)).toHaveText(subtitle.en)
  const offer = page.getByRole('region', { name: 'Restore your unsaved changes?' })
  await offer.getByRole('button', { name: 'Restore' }).click()
  await expect(english(page)).toHaveValue('Typed before their save')
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog(page)).toBeHidden()
  await expect.poll(async () => (await blockOf(request, 'about', 'hero')).content.title).toMatchObject({ en: 'Typed before their save' })
  expect((await blockOf(request, 'about', 'hero')).content.subtitle).toEqual(subtitle)
})

test('another editor saved another field meanwhile: both changes are kept, without a question', async ({ page, request }) => {
  await enterEditMode(page, '/about')
  await typeTitle(page, 'My new title')
  const hero = await blockOf(request, 'about', 'hero')
  const subtitle = { en: 'Their new subtitle', ar: 'نصهم التعريفي الجديد' }
  await putAs(request, hero, { ...hero.content, subtitle })
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(notification(page, 'Changes saved successfully!')).toBeVisible()
  await page.reload()
  await expect(heroTitle(page)).toHaveText('My new title')
  await expect(heroSubtitle(page)).toHaveText(subtitle.en)
})

test('another editor changed the same field: both versions are shown and the editor chooses', async ({ page, request }) => {
  await enterEditMode(page, '/about')
  await typeTitle(page, 'Mine, typed here')
  const hero = await blockOf(request, 'about', 'hero')
  await putAs(request, hero, { ...hero.content, title: { en: 'Theirs, saved first', ar: 'عنوانهم' } })
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click()
  const choice = dialog(page).getByRole('group', { name: 'Title' }).first()
  await expect(dialog(page).getByText('Someone else changed the same text. Choose which version to keep.').first()).toBeVisible()
  await expect(choice.getByText('Mine, typed here', { exact: false })).toBeVisible()
  await expect(choice.getByText('Theirs, saved first', { exact: false })).toBeVisible()
  await choice.getByRole('radio', { name: /Your version/ }).check()
  await expect(english(page)).toHaveValue('Mine, typed here')
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog(page)).toBeHidden()
  await page.reload()
  await expect(heroTitle(page)).toHaveText('Mine, typed here')
})

test('an expired session keeps the typed text, offered back after signing in again', async ({ page }) => {
  await enterEditMode(page, '/about')
  await typeTitle(page, 'Typed as the session ran out')
  // The session ends meanwhile (both tokens refused).
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'expired')
    localStorage.setItem('refreshToken', 'expired')
  })
  page.on('dialog', (d) => void d.accept())
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/login/)
  await submitLogin(page)
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto('/about?edit=true')
  const offer = page.getByRole('region', { name: 'Restore your unsaved changes?' })
  await expect(offer).toBeVisible()
  await offer.getByRole('button', { name: 'Restore' }).click()
  await expect(english(page)).toHaveValue('Typed as the session ran out')
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog(page)).toBeHidden()
  await page.reload()
  await expect(heroTitle(page)).toHaveText('Typed as the session ran out')
})
