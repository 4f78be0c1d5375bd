import { expect } from '@playwright/test'
import { blockOf, putAs } from './editor-api.ts'
import { type BlockSnapshot, enterEditMode, restoreBlock, snapshotBlock } from './helpers.ts'
import { test, waitingForHydration } from './test.ts'

/** Issue 27 item 5: a stakeholder without an account sees a page with its drafts through a link. */
test.describe('preview links', () => {
  let original: BlockSnapshot
  const name = `Launch-day award ${Date.now().toString(36)}`

  test.beforeEach(async ({ request }) => {
    original = await snapshotBlock(request, 'our-awards', 'awards')
    const block = await blockOf(request, 'our-awards', 'awards')
    const awards = block.content.awards as Record<string, unknown>[]
    const draft = { ...awards[0], id: `award-${Date.now()}`, name: { en: name, ar: `${name} (ع)` }, hidden: true }
    await putAs(request, block, { ...block.content, awards: [...awards, draft] })
  })
  test.afterEach(async ({ request }) => restoreBlock(request, original, 'our-awards'))

  test('an editor makes a link; its holder sees the draft, marked Preview, in both languages; revoked, it shows the published page', async ({
    page,
    browser,
  }) => {
    await enterEditMode(page, '/our-awards')
    await page.getByRole('button', { name: 'Share a preview' }).click()
    const dialog = page.getByRole('dialog', { name: 'Share a preview' })
    await dialog.getByRole('button', { name: 'Make a preview link' }).click()
    const field = dialog.getByLabel('Preview link')
    await expect(field).toHaveValue(/\/our-awards\?preview=/)
    const link = await field.inputValue()
    await expect(dialog.getByText(/^Made /)).toHaveCount(1)

    const stakeholder = await browser.newContext()
    const other = waitingForHydration(await stakeholder.newPage())
    await other.goto(link)
    const bar = other.getByRole('complementary', { name: 'Preview' })
    await expect(bar).toContainText(/Unpublished changes are shown\. This link works until \d/)
    await expect(other.getByText(name, { exact: true })).toBeVisible()
    // Read-only: no edit controls for the link's holder.
    await expect(other.getByRole('button', { name: 'Share a preview' })).toHaveCount(0)

    await other.goto(`${link}&lng=ar`)
    await expect(other.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(other.getByRole('complementary', { name: 'معاينة' })).toContainText('تظهر هنا تغييرات غير منشورة، ويعمل هذا الرابط حتى')
    await expect(other.getByText(`${name} (ع)`, { exact: true })).toBeVisible()

    // A visitor without the link never sees the draft.
    const visitor = waitingForHydration(await stakeholder.newPage())
    await visitor.goto('/our-awards')
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(visitor.getByText(name, { exact: true })).toHaveCount(0)

    await dialog.getByRole('button', { name: 'Revoke' }).click()
    await expect(dialog.getByText('No working preview links to this page.')).toBeVisible()
    // (The visit in Arabic chose Arabic for this browser: back to English by the address.)
    await other.goto(`${link}&lng=en`)
    await expect(other.getByRole('complementary', { name: 'Preview' })).toContainText(
      'This preview link has expired or was revoked. You are viewing the published site.',
    )
    await expect(other.getByText(name, { exact: true })).toHaveCount(0)
    await stakeholder.close()
  })
})
