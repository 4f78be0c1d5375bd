import { expect, type Page } from '@playwright/test'
import { test } from './test.ts'
import { type BlockSnapshot, enterEditMode, notification, restoreBlock, snapshotBlock, answer } from './helpers.ts'

const LABEL = { en: 'E2E Item', ar: 'بند الاختبار' }
const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' })
const newItem = (page: Page) => mainNav(page).getByRole('link', { name: LABEL.en, exact: true })
const editor = (page: Page) => page.getByRole('dialog')

let original: BlockSnapshot
test.beforeEach(async ({ request }) => {
  original = await snapshotBlock(request, 'header', 'header')
})
// The test deletes its item itself; this only catches a failure half-way.
test.afterEach(async ({ request }) => restoreBlock(request, original, 'header'))

test('an administrator adds a menu item with both labels in the editor, without prompts, and deletes it again', async ({ page }) => {
  await enterEditMode(page, '/about')
  await expect(newItem(page)).toHaveCount(0)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.accept()
  })

  await mainNav(page).getByRole('button', { name: 'Edit list: Menu' }).click()
  const list = editor(page).getByRole('group', { name: 'Menu (4)' })
  await list.getByRole('button', { name: '+ Add item' }).last().click()
  const ask = editor(page).getByRole('group', { name: 'New item: Label in both languages' })
  await ask.getByLabel('Label (English)').fill(LABEL.en)
  await ask.getByLabel('Label (Arabic)').fill(LABEL.ar)
  await ask.getByRole('button', { name: 'Add item' }).click()
  const item = editor(page).getByRole('group', { name: 'Menu 5' })
  await expect(item.getByLabel('English')).toHaveValue(LABEL.en)
  await item.getByLabel('Link').fill('/about')
  await editor(page).getByRole('button', { name: 'Save' }).click()
  await expect(newItem(page)).toBeVisible()
  await expect(notification(page, 'Changes saved successfully!')).toBeVisible()
  expect(dialogs.filter((d) => d.startsWith('prompt'))).toEqual([])
  // A new item is a draft: marked so for editors, absent for visitors until it is published.
  await expect(mainNav(page).locator('.editable--draft').first()).toBeVisible()
  await page.goto('/about?lng=en')
  await expect(newItem(page)).toHaveCount(0)
  await page.goto('/about?edit=true&lng=en')
  await mainNav(page).getByRole('button', { name: 'Edit list: Menu' }).click()
  await editor(page).getByRole('group', { name: 'Menu (5)' }).getByRole('button', { name: 'Publish' }).click()
  await editor(page).getByRole('button', { name: 'Save' }).click()
  await expect(notification(page, 'Changes saved successfully!')).toBeVisible()

  await page.reload()
  await expect(newItem(page)).toHaveAttribute('href', '/about?edit=true')
  await page.goto('/about?lng=ar')
  await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: LABEL.ar, exact: true })).toHaveAttribute(
    'href',
    '/about',
  )
  await page.goto('/about?edit=true&lng=en')

  await mainNav(page).getByRole('button', { name: 'Edit list: Menu' }).click()
  await editor(page).getByRole('group', { name: 'Menu (5)' }).getByRole('button', { name: 'Delete item' }).last().click()
  await answer(page, 'Delete this item?', 'Delete item')
  await expect(editor(page).getByRole('group', { name: 'Menu (4)' })).toBeVisible()
  expect(dialogs).toEqual([])
  await editor(page).getByRole('button', { name: 'Save' }).click()
  await expect(newItem(page)).toHaveCount(0)

  await page.reload()
  await expect(mainNav(page).getByRole('button', { name: 'Company', exact: true })).toBeVisible()
  await expect(mainNav(page).locator('.menu__list > li')).toHaveText(['Solutions', 'Company', 'Partners', 'Resources'], {
    useInnerText: true,
  })
})

test('the pencil beside a nested item opens the editor at that item; visitors follow the link', async ({ page }) => {
  await enterEditMode(page, '/about')
  const company = mainNav(page).getByRole('button', { name: 'Company', exact: true })
  await company.hover()
  await mainNav(page).getByRole('button', { name: 'Edit: Our team' }).click()
  const item = editor(page)
  await expect(item.getByRole('heading')).toContainText('Our team')
  await expect(item.getByLabel('Link')).toHaveValue('/our-team')
  await item.getByRole('button', { name: 'Cancel' }).click()
  await expect(editor(page)).toHaveCount(0)
})
