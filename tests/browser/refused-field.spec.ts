import { expect, type Page } from '@playwright/test'
import { test } from './test.ts'
import { type BlockSnapshot, enterEditMode, notification, restoreBlock, signIn, snapshotBlock } from './helpers.ts'

const ctaChrome = (page: Page) => page.locator('section.block-chrome[data-block-type="cta"]')

let original: BlockSnapshot
test.beforeEach(async ({ request }) => {
  original = await snapshotBlock(request, 'about', 'cta')
})
test.afterEach(async ({ request }) => restoreBlock(request, original, 'about'))

/** Opens the call to action's panel and types `value` as its button link, then saves. */
async function saveButtonLink(page: Page, names: { edit: string; field: string; save: string }, value: string) {
  await ctaChrome(page).getByRole('button', { name: names.edit }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: new RegExp(`^${names.field}`) }).click()
  const link = dialog.getByRole('combobox', { name: names.field, exact: true })
  await link.fill(value)
  await dialog.getByRole('button', { name: names.save, exact: true }).click()
  return { dialog, link }
}

test('a link the server refuses is marked at its field with the reason, and Save (not Retry) sends the correction', async ({ page }) => {
  await enterEditMode(page, '/about')
  const browserDialogs: string[] = []
  page.on('dialog', (d) => {
    browserDialogs.push(d.message())
    void d.accept()
  })
  const { dialog, link } = await saveButtonLink(page, { edit: 'Edit block', field: 'Button link', save: 'Save' }, 'javascript:alert(1)')
  await expect(link).toHaveAttribute('aria-invalid', 'true')
  await expect(link).toHaveAccessibleDescription(/^Use a site path \(\/about\), an #anchor, an http\(s\):\/\/ address, mailto: or tel:\./)
  await expect(link).toBeFocused()
  await expect(dialog.getByRole('alert')).toContainText('Not saved: correct the marked field.')
  await expect(notification(page, 'Not saved: correct the marked field.')).toBeVisible()
  // Retrying the same refused value cannot help: there is no Retry, and no generic failure.
  await expect(dialog.getByRole('button', { name: 'Retry' })).toHaveCount(0)
  await expect(dialog.getByText('Failed to save changes.')).toHaveCount(0)
  expect(browserDialogs).toEqual([])

  await link.fill('/contact-us')
  await expect(link).not.toHaveAttribute('aria-invalid', 'true')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(notification(page, 'Changes saved successfully!')).toBeVisible()
})

test('in Arabic the refusal is worded in Arabic at the field', async ({ page }) => {
  await signIn(page)
  await page.goto('/about?lng=ar&edit=true')
  const { dialog, link } = await saveButtonLink(page, { edit: 'تعديل القسم', field: 'رابط الزر', save: 'حفظ' }, '//elsewhere.example')
  await expect(link).toHaveAttribute('aria-invalid', 'true')
  await expect(link).toHaveAccessibleDescription(
    /^يبدأ مسار الموقع بشرطة مائلة واحدة \(\/\) يليها اسم الصفحة، لا بـ \/\/ ولا بشرطة مائلة عكسية\./,
  )
  await expect(dialog.getByRole('alert')).toContainText('لم يُحفظ: صحّح الحقل المُعلَّم.')
  await expect(dialog.getByRole('button', { name: 'إعادة المحاولة' })).toHaveCount(0)
})
