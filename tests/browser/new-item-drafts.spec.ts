import { expect, type Page } from '@playwright/test'
import { test } from './test.ts'
import { blockOf } from './editor-api.ts'
import { type BlockSnapshot, enterEditMode, notification, restoreBlock, signIn, snapshotBlock } from './helpers.ts'

const stamp = () => Date.now().toString(36)

let original: BlockSnapshot
test.beforeEach(async ({ request }) => {
  original = await snapshotBlock(request, 'customer-stories', 'stories')
})
test.afterEach(async ({ request }) => restoreBlock(request, original, 'customer-stories'))

/** Publishes the first draft item of the stories block from its panel. */
async function publishFirstDraft(page: Page, names: { edit: string; publish: string; save: string }) {
  await page.locator('section.block-chrome[data-block-type="stories"]').getByRole('button', { name: names.edit }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: names.publish, exact: true }).first().click()
  // Issue 25: the default quote a new story starts with is named before it is published.
  const question = page.getByRole('dialog', { name: 'Publish with placeholder text?' })
  await expect(question).toContainText('Quote (English), Quote (Arabic)')
  await question.getByRole('button', { name: 'Publish anyway', exact: true }).click()
  await dialog.getByRole('button', { name: names.save, exact: true }).click()
  await expect(dialog).toBeHidden()
}

test('a new story is a draft: its page answers 404, the list and the sitemap leave it out, until it is published', async ({
  page,
  request,
}) => {
  const title = `Draft story ${stamp()}`
  const id = title.toLowerCase().replace(/\s+/g, '-')
  await enterEditMode(page, '/customer-stories')
  await page.getByRole('button', { name: 'Add story' }).click()
  const dialog = page.getByRole('dialog', { name: 'New story' })
  await dialog.getByLabel('Title (English)').fill(title)
  await dialog.getByRole('button', { name: 'Create story' }).click()
  await expect(notification(page, 'Story created!')).toBeVisible()
  // Editors see it, marked as a draft.
  await page.reload()
  const card = page.locator('.story-card').filter({ hasText: title })
  await expect(card).toBeVisible()
  await expect(card.locator('.editable--draft').first()).toBeVisible()
  // Its Arabic title is empty (counted as missing), not a copy of the English.
  const stored = ((await blockOf(request, 'customer-stories', 'stories')).content.stories as { id: string; title: unknown }[]).find(
    (s) => s.id === id,
  )
  expect(stored?.title).toEqual({ en: title, ar: '' })

  // Visitors: no page, not in the list's HTML, not in the sitemap.
  expect((await request.get(`/customer-stories/${id}`)).status()).toBe(404)
  expect(await (await request.get('/customer-stories')).text()).not.toContain(title)
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/customer-stories/${id}`)

  await publishFirstDraft(page, { edit: 'Edit block', publish: 'Publish', save: 'Save' })
  await expect.poll(async () => (await request.get(`/customer-stories/${id}`)).status()).toBe(200)
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/customer-stories/${id}`)
})

test('a new partner is a draft with an empty Arabic name, published in Arabic too', async ({ page, request }) => {
  const partners = await snapshotBlock(request, 'our-partners', 'partners')
  try {
    const name = `Draft partner ${stamp()}`
    await signIn(page)
    await page.goto('/our-partners?lng=ar&edit=true')
    await page.getByRole('button', { name: 'إضافة شريك' }).click()
    const ask = page.getByRole('dialog', { name: 'اسم الشريك الجديد' })
    await ask.getByRole('textbox').fill(name)
    await ask.getByRole('button', { name: 'إضافة شريك' }).click()
    await expect.poll(async () => JSON.stringify((await blockOf(request, 'our-partners', 'partners')).content.partners)).toContain(name)
    const stored = ((await blockOf(request, 'our-partners', 'partners')).content.partners as { name: { en: string } }[]).find(
      (p) => p.name.en === name,
    )
    expect(stored).toMatchObject({ name: { en: name, ar: '' }, hidden: true })
    expect(await (await request.get('/our-partners')).text()).not.toContain(name)
  } finally {
    await restoreBlock(request, partners, 'our-partners')
  }
})
