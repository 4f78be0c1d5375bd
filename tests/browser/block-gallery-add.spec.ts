import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { test } from './test.ts'
import { adminPage, token } from './editor-api.ts'
import { signIn } from './helpers.ts'

/** Our awards: its layout places orders 1–4; blocks editors add follow. */
const SLUG = 'our-awards'

const auth = async (request: APIRequestContext) => ({ Authorization: `Bearer ${await token(request)}` })

async function removeAdded(request: APIRequestContext) {
  const headers = await auth(request)
  for (const b of (await adminPage(request, SLUG)).filter((b) => b.order > 4))
    expect((await request.delete(`/api/v1/pages/blocks/${b.id}`, { headers })).status()).toBe(204)
}

/** Two published calls to action an editor added, named so they can be told apart. */
async function addTwo(request: APIRequestContext) {
  const headers = await auth(request)
  for (const title of ['First added', 'Second added']) {
    const res = await request.post(`/api/v1/pages/${SLUG}/blocks`, {
      headers,
      data: { block_type: 'cta', content: { title: { en: title, ar: `${title} (ar)` } } },
    })
    expect(res.status()).toBe(201)
  }
}

test.beforeEach(async ({ request }) => {
  await removeAdded(request)
  await addTwo(request)
})
test.afterEach(async ({ request }) => removeAdded(request))

const WORDS = {
  en: {
    add: '+ Add block',
    gallery: 'Add a block',
    find: 'Find a block type',
    vision: 'Vision',
    awards: 'Awards',
    publish: 'Publish',
    draft: 'Draft: only editors see it',
    none: 'No block type matches',
  },
  ar: {
    add: '+ إضافة قسم',
    gallery: 'إضافة قسم',
    find: 'البحث عن نوع قسم',
    vision: 'الرؤية',
    awards: 'الجوائز',
    publish: 'نشر',
    draft: 'مسودة',
    none: 'لا يوجد نوع قسم يطابق',
  },
} as const

/** The types of the blocks the page draws in edit mode, top to bottom, with their toolbars' titles. */
const drawnTypes = (page: Page) =>
  page.locator('section.block-chrome').evaluateAll((els) => els.map((el) => el.getAttribute('data-block-type')))

for (const lng of ['en', 'ar'] as const) {
  test(`${lng}: Add block between two added blocks opens the gallery; the chosen type goes there as a draft, and Publish shows it to visitors`, async ({
    page,
    request,
  }) => {
    const w = WORDS[lng]
    await signIn(page)
    await page.goto(`/our-awards?lng=${lng}&edit=true`)
    // The layout's own call to action (order 4) is followed by the two added ones.
    await expect(page.locator('section.block-chrome').filter({ hasText: /First added|Second added/ })).toHaveCount(2)
    // Before the first added block, between the two, and after the last.
    const adds = page.getByRole('button', { name: w.add })
    await expect(adds).toHaveCount(3)
    // One write: the new block is made in its place (not at the page's end, then moved).
    const writes: string[] = []
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/v1/pages/')) writes.push(`${r.method()} ${new URL(r.url()).pathname}`)
    })
    await adds.nth(1).click()

    const gallery = page.getByRole('dialog', { name: w.gallery })
    await expect(gallery).toBeVisible()
    // A card for every type an editor can add, each named in the interface language, with a picture of a new one.
    await expect(gallery.getByRole('button', { name: w.awards, exact: true })).toBeVisible()
    await expect(gallery.locator('.block-card__preview').first()).toBeVisible()
    // Focus is in the search box; the search narrows the cards.
    await expect(gallery.getByLabel(w.find)).toBeFocused()
    await gallery.getByLabel(w.find).fill('zzzz')
    await expect(gallery.getByRole('status')).toContainText(w.none)
    await gallery.getByLabel(w.find).fill(w.vision)
    await expect(gallery.locator('.block-card')).toHaveCount(1)
    const card = gallery.getByRole('button', { name: w.vision, exact: true })
    // The picture is drawn from the new block's content: the real component, not a stand-in.
    await expect(card.locator('.vision')).toHaveCount(1)
    await card.click()
    await expect(gallery).toBeHidden()

    // It is there, between the two, a draft, scrolled to.
    const around = async () => {
      const types = await drawnTypes(page)
      const at = types.indexOf('vision')
      return at < 0 ? [] : types.slice(at - 1, at + 2)
    }
    await expect.poll(around).toEqual(['cta', 'vision', 'cta'])
    const added = page.locator('section.block-chrome[data-block-type="vision"]')
    await expect(added.getByText(w.draft)).toBeVisible()
    await expect(added).toBeInViewport()
    const stored = (await adminPage(request, SLUG)).filter((b) => b.order > 4).sort((a, b) => a.order - b.order)
    expect(stored.map((b) => b.block_type.toLowerCase())).toEqual(['cta', 'vision', 'cta'])
    expect(stored[1]?.content.hidden).toBe(true)
    expect(writes).toEqual([`POST /api/v1/pages/${SLUG}/blocks`])

    // Visitors do not see it until it is published.
    const visitorTypes = async () =>
      ((await (await request.get(`/api/v1/pages/${SLUG}`)).json()) as { blocks: { block_type: string }[] }).blocks.map((b) =>
        b.block_type.toLowerCase(),
      )
    expect(await visitorTypes()).not.toContain('vision')
    await added.getByRole('button', { name: w.publish, exact: true }).click()
    const ask = page.getByRole('dialog').filter({ has: page.locator('.ask-dialog__details') })
    // Its texts are still the placeholders it started with: Publish asks first.
    await expect(ask).toBeVisible()
    await ask.getByRole('button').last().click()
    await expect.poll(visitorTypes).toContain('vision')
  })
}
