import { expect, type Page, test } from '@playwright/test'
import { type BlockSnapshot, enterEditMode, notification, restoreBlock, snapshotBlock } from './helpers.ts'

const LABEL = 'E2E Item'
const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' })
const newItem = (page: Page) => mainNav(page).getByRole('link', { name: LABEL, exact: true })

let original: BlockSnapshot
test.beforeEach(async ({ request }) => {
  original = await snapshotBlock(request, 'header', 'header')
})
// The test deletes its item itself; this only catches a failure half-way.
test.afterEach(async ({ request }) => restoreBlock(request, original, 'header'))

test('an administrator adds a menu item in the header and deletes it again', async ({ page }) => {
  await enterEditMode(page, '/about')
  await expect(newItem(page)).toHaveCount(0)

  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    if (dialog.type() === 'prompt') void dialog.accept(dialog.message() === 'Label' ? LABEL : '/about')
    else void dialog.accept()
  })

  // The top-level list's add control (the submenus' own ones are closed).
  const add = mainNav(page).getByRole('button', { name: 'Add item' })
  await expect(add).toHaveCount(1)
  await add.click()
  await expect(newItem(page)).toBeVisible()
  await expect.poll(() => dialogs).toEqual(['prompt: Label', 'prompt: Path'])
  await expect(notification(page, 'Changes saved successfully!')).toBeVisible()

  await page.reload()
  await expect(newItem(page)).toBeVisible()
  await expect(newItem(page)).toHaveAttribute('href', '/about?edit=true')
  await page.goto('/about')
  await expect(newItem(page)).toHaveAttribute('href', '/about')
  await page.goto('/about?edit=true')

  dialogs.length = 0
  await mainNav(page)
    .getByRole('button', { name: `Delete: ${LABEL}` })
    .click()
  await expect.poll(() => dialogs).toEqual(['confirm: Delete this item?'])
  await expect(newItem(page)).toHaveCount(0)
  await expect(notification(page, 'Changes saved successfully!')).toBeVisible()

  await page.reload()
  await expect(mainNav(page).getByRole('button', { name: 'Company', exact: true })).toBeVisible()
  await expect(newItem(page)).toHaveCount(0)
  await expect(mainNav(page).locator(':scope > ul > li')).toHaveText(['Solutions', 'Company', 'Partners', 'Resources', 'Add item'], {
    useInnerText: true,
  })
})
