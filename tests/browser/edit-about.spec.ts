import { expect, type Page } from '@playwright/test'
import { test } from './test.ts'
import {
  ABOUT_TITLE,
  type BlockSnapshot,
  notification,
  openBothLanguages,
  restoreBlock,
  signIn,
  snapshotBlock,
  startInPlace,
  typeInPlace,
} from './helpers.ts'

const heroTitle = (page: Page) => page.locator('main section.hero h1')

let original: BlockSnapshot
test.beforeEach(async ({ request }) => {
  original = await snapshotBlock(request, 'about', 'hero')
})
// The test puts the title back itself; this only catches a failure half-way.
test.afterEach(async ({ request }) => restoreBlock(request, original, 'about'))

/** Opens the hero title's panel with both languages, types both and saves. */
async function editHeroTitle(page: Page, text: { en: string; ar: string }) {
  await openBothLanguages(heroTitle(page))
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('English', { exact: true }).fill(text.en)
  await dialog.getByLabel('Arabic', { exact: true }).fill(text.ar)
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog).toBeHidden()
  // Focus is back on the title the editor was opened from.
  await expect(heroTitle(page)).toBeFocused()
}

test('an administrator edits the About hero title in English and Arabic', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const changed = { en: `Learning that works ${stamp}`, ar: `تعلّم يؤتي ثماره ${stamp}` }

  await signIn(page)
  await page.goto('/about')
  await expect(heroTitle(page)).toHaveText(ABOUT_TITLE.en)
  await page.getByRole('button', { name: 'Go to Edit Mode' }).click()
  await expect(page).toHaveURL(/\/about\?edit=true$/)
  // Until the page with its drafts has arrived, the visitors' copy stays on screen and its title is
  // plain text: a click on it (a slow machine lets one through) opens nothing.
  await expect(heroTitle(page)).toHaveAttribute('role', 'button')

  // Both languages are a click away from the text, in the panel (the spec's row counts are there).
  await openBothLanguages(heroTitle(page))
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('English', { exact: true })).toHaveValue(ABOUT_TITLE.en)
  await expect(dialog.getByLabel('Arabic', { exact: true })).toHaveValue(ABOUT_TITLE.ar)
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(dialog).toBeHidden()

  // Typed where it stands, no dialog: Enter saves ('Saving changes...', then the success).
  await typeInPlace(heroTitle(page), changed.en)
  await expect(notification(page, 'Saving changes...')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(heroTitle(page)).toHaveText(changed.en)
  await expect(notification(page, 'Changes saved successfully!')).toBeVisible()
  await expect(heroTitle(page)).toBeFocused()

  // The Arabic, typed where it stands on the Arabic page, right to left.
  await page.goto('/about?edit=true&lng=ar')
  await expect(heroTitle(page)).toHaveText(ABOUT_TITLE.ar)
  await startInPlace(heroTitle(page))
  await expect(heroTitle(page)).toHaveAttribute('dir', 'rtl')
  await page.keyboard.insertText(changed.ar)
  await heroTitle(page).press('Enter')
  await expect(heroTitle(page)).toHaveText(changed.ar)
  await expect(notification(page, 'تم حفظ التغييرات بنجاح.')).toBeVisible()

  await page.goto('/about?lng=en')
  await expect(heroTitle(page)).toHaveText(changed.en)
  await page.goto('/about?lng=ar')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(heroTitle(page)).toHaveText(changed.ar)

  // Leave it as it was found.
  await page.goto('/about?edit=true&lng=en')
  await expect(heroTitle(page)).toHaveText(changed.en)
  await editHeroTitle(page, ABOUT_TITLE)
  await expect(notification(page, 'Changes saved successfully!')).toBeVisible()
  await page.reload()
  await expect(heroTitle(page)).toHaveText(ABOUT_TITLE.en)
})

test("a failed save alerts 'Failed to save changes.' and puts the old text back on the page; the editor keeps the typed text and a Retry", async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/about?edit=true')
  await expect(heroTitle(page)).toHaveText(ABOUT_TITLE.en)
  // A block write: the whole content (PUT) or the change (PATCH, what the editor sends).
  let writes = 0
  await page.route('**/api/v1/pages/blocks/*', (route) => {
    if (!['PUT', 'PATCH'].includes(route.request().method())) return route.continue()
    writes++
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
  })
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.accept()
  })

  await openBothLanguages(heroTitle(page))
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('English', { exact: true }).fill('Typed while the network was down')
  await dialog.getByLabel('Arabic', { exact: true }).fill('كُتب أثناء انقطاع الشبكة')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(() => alerts).toEqual(['alert: Failed to save changes.'])
  expect(writes).toBe(1)
  // spec §4: the page shows the previous content again…
  await expect(heroTitle(page)).toHaveText(ABOUT_TITLE.en)
  // …and nothing typed is lost: the editor is still open with it, offering a Retry.
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('English', { exact: true })).toHaveValue('Typed while the network was down')
  await expect(dialog.getByRole('alert')).toContainText('Failed to save changes.')

  await page.unroute('**/api/v1/pages/blocks/*')
  await dialog.getByRole('button', { name: 'Retry' }).click()
  await expect(dialog).toBeHidden()
  await expect(heroTitle(page)).toHaveText('Typed while the network was down')
  await page.reload()
  await expect(heroTitle(page)).toHaveText('Typed while the network was down')
  await editHeroTitle(page, ABOUT_TITLE)
  await expect(heroTitle(page)).toHaveText(ABOUT_TITLE.en)
})
