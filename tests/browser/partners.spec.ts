import AxeBuilder from '@axe-core/playwright'
import { expect } from '@playwright/test'
import { test } from './test.ts'
import { type BlockSnapshot, enterEditMode, notification, restoreBlock, signIn, snapshotBlock } from './helpers.ts'

test.describe('the partner modal', () => {
  test('opens from a card, locks the page, closes on Escape, on the overlay and on its close button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 })
    await page.goto('/our-partners')
    const open = page.getByRole('button', { name: 'Read more: Totara' })
    await open.click()
    const dialog = page.getByRole('dialog', { name: 'Totara' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'What the partnership gives you' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    const scrolled = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)

    const axe = await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')

    await open.click()
    await expect(dialog).toBeVisible()
    // The overlay: the dialog's own box, outside the white panel.
    await dialog.click({ position: { x: 8, y: 8 } })
    await expect(dialog).toBeHidden()

    await open.click()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  })
})

test.describe('editing partners', () => {
  let original: BlockSnapshot
  test.beforeEach(async ({ request }) => {
    original = await snapshotBlock(request, 'our-partners', 'partners')
  })
  test.afterEach(async ({ request }) => restoreBlock(request, original, 'our-partners'))

  test("an administrator adds a partner by name and deletes it, with the spec's notifications", async ({ page }) => {
    const name = `Partner ${Date.now().toString(36)}`
    await enterEditMode(page, '/our-partners')

    // The product's own dialog asks for the name, not the browser's prompt(): spec §5 'empty
    // answer cancels', and so does Cancel; neither adds a partner.
    const browserDialogs: string[] = []
    page.on('dialog', (d) => {
      browserDialogs.push(d.message())
      void d.dismiss()
    })
    await page.getByRole('button', { name: 'Add partner' }).click()
    const ask = page.getByRole('dialog', { name: 'Name of the new partner' })
    await expect(ask.getByRole('textbox', { name: 'Name of the new partner' })).toBeFocused()
    const cards = await page.locator('.partner-card').count()
    await ask.getByRole('textbox', { name: 'Name of the new partner' }).fill('   ')
    await ask.getByRole('button', { name: 'Add partner' }).click()
    await expect(ask).toHaveCount(0)
    await page.getByRole('button', { name: 'Add partner' }).click()
    await ask.getByRole('button', { name: 'Cancel', exact: true }).click()
    await expect(ask).toHaveCount(0)
    await expect(notification(page, 'New partner added!')).toHaveCount(0)
    await expect(page.locator('.partner-card')).toHaveCount(cards)

    await page.getByRole('button', { name: 'Add partner' }).click()
    await ask.getByRole('textbox', { name: 'Name of the new partner' }).fill(name)
    await ask.getByRole('textbox', { name: 'Name of the new partner' }).press('Enter')
    await expect(notification(page, 'New partner added!')).toBeVisible()
    await page.reload()
    const card = page.locator('.partner-card').filter({ hasText: name })
    await expect(card).toBeVisible()

    await card.getByRole('button', { name: 'Delete partner' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete this partner?' })
    // The safe answer has focus: Enter alone deletes nothing.
    await expect(confirm.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused()
    await confirm.getByRole('button', { name: 'Delete partner' }).click()
    await expect(notification(page, 'Partner deleted!')).toBeVisible()
    await page.reload()
    await expect(page.locator('.partner-card').filter({ hasText: 'Totara' }).first()).toBeVisible()
    await expect(page.locator('.partner-card').filter({ hasText: name })).toHaveCount(0)
    expect(browserDialogs).toEqual([])
  })

  test('in Arabic the questions are Arabic, and Escape deletes nothing', async ({ page }) => {
    await signIn(page)
    await page.goto('/our-partners?lng=ar&edit=true')
    const card = page.locator('.partner-card').first()
    await card.getByRole('button', { name: 'حذف الشريك' }).click()
    const confirm = page.getByRole('dialog', { name: 'هل تريد حذف هذا الشريك؟' })
    await expect(confirm.getByRole('button', { name: 'إلغاء', exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    // Focus stays inside the question.
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(confirm).toHaveCount(0)
    await expect(card).toBeVisible()
    await expect(notification(page, 'حُذف الشريك.')).toHaveCount(0)
  })
})
