import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { test } from './test.ts'
import { ADMIN, enterEditMode, notification, answer, addFromGallery } from './helpers.ts'

interface Block {
  id: string
  block_type: string
  order: number
  content: Record<string, unknown>
}

async function api(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } })
  expect(login.ok()).toBe(true)
  const { access_token } = (await login.json()) as { access_token: string }
  const headers = { Authorization: `Bearer ${access_token}` }
  return {
    // As an editor reads it: blocks added in edit mode are drafts, which visitors' reads leave out.
    blocks: async (slug: string) =>
      ((await (await request.get(`/api/v1/pages/${slug}`, { headers })).json()) as { blocks: Block[] }).blocks,
    remove: async (id: string) => expect((await request.delete(`/api/v1/pages/blocks/${id}`, { headers })).status()).toBe(204),
    add: async (slug: string, data: { block_type: string; order?: number; content?: Record<string, unknown> }) => {
      const res = await request.post(`/api/v1/pages/${slug}/blocks`, { headers, data })
      expect(res.status()).toBe(201)
      return (await res.json()) as Block
    },
  }
}

/** Puts About back as the seed left it: its call to action at 6 and nothing after it. */
let cta: Block | undefined
test.beforeEach(async ({ request }) => {
  cta = (await (await api(request)).blocks('about')).find((b) => b.order === 6)
})
test.afterEach(async ({ request }) => {
  const about = await api(request)
  for (const b of await about.blocks('about')) if (b.order >= 6 && b.id !== cta?.id) await about.remove(b.id)
  if (cta && !(await about.blocks('about')).some((b) => b.order === 6))
    await about.add('about', { block_type: 'cta', order: 6, content: cta.content })
})

const chrome = (page: Page, name: string) => page.getByRole('region', { name: `Block: ${name}` })

test('a block an editor adds after deleting the call to action goes after the layout’s places, visible and deletable', async ({ page }) => {
  await enterEditMode(page, '/about')
  await chrome(page, 'Call to action').getByRole('button', { name: 'Delete block' }).click()
  await answer(page, 'Delete this block?', 'Delete block')
  await expect(chrome(page, 'Call to action')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Empty place: Call to action' })).toBeVisible()

  await addFromGallery(page, 'Vision')
  // The deletion's notification may still be up: the newest one is the addition's.
  await expect(notification(page, 'Changes saved successfully!').last()).toBeVisible()
  // The new block shows in edit mode, after every place of the layout (never at About's unused 5).
  const added = chrome(page, 'Vision').last()
  await expect(added).toBeVisible()
  await expect(added.locator('.block-chrome__label small')).not.toHaveText('#5')
  await expect(page.getByText(/is not used on this page/)).toHaveCount(0)

  await added.getByRole('button', { name: 'Delete block' }).click()
  await answer(page, 'Delete this block?', 'Delete block')
  await expect(chrome(page, 'Vision')).toHaveCount(1)
  await page.getByRole('region', { name: 'Empty place: Call to action' }).getByRole('button', { name: 'Add Call to action here' }).click()
  await expect(chrome(page, 'Call to action')).toBeVisible()
})

test('a block of another type in a place of the layout is a labelled warning for editors and nothing for visitors', async ({
  page,
  request,
}) => {
  const about = await api(request)
  if (cta) await about.remove(cta.id)
  await about.add('about', {
    block_type: 'VISION',
    order: 6,
    content: { sections: [{ image: {}, title: { en: 'Misplaced vision', ar: 'رؤية في غير موضعها' } }] },
  })

  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Misplaced vision')).toHaveCount(0)

  await enterEditMode(page, '/about')
  await expect(page.getByText('This place shows a Call to action block, but holds a Vision block. Visitors do not see it.')).toBeVisible()
  await expect(page.getByText('Misplaced vision')).toHaveCount(0)
})
