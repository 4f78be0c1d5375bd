import { E2E_ADMIN } from './e2e-admin.mjs'
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'

/** The administrator scripts/e2e-server.mjs creates. */
export const ADMIN = E2E_ADMIN

/** Seed texts the tests rely on (server/seed/*). */
export const ABOUT_TITLE = {
  en: 'We build learning that works for people in the Gulf',
  ar: 'نبني تجارب تعلّم تناسب الناس في منطقة الخليج',
} as const

/** Fills and sends the login form of the page that is open (the login page). */
export async function submitLogin(page: Page, password: string = ADMIN.password) {
  await page.getByLabel('Email address').fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

/** Signs in through the login page UI and waits until it has sent the administrator on. */
export async function signIn(page: Page) {
  await page.goto('/login')
  await submitLogin(page)
  await expect(page).not.toHaveURL(/\/login/)
  await expect(page.getByRole('button', { name: 'Go to Edit Mode' })).toBeVisible()
}

/** Signs in and opens `path` in edit mode (?edit=true). */
export async function enterEditMode(page: Page, path: string) {
  await signIn(page)
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}edit=true`)
  await expect(page.getByRole('button', { name: 'Exit Edit Mode' })).toBeVisible()
  // The header says edit mode before the page with its drafts has arrived; until then the blocks
  // are the visitors' copy, with nothing to click. (Admin pages are not made of blocks.)
  if (!path.startsWith('/admin/')) await expect(page.locator('main [data-edit-path]').first()).toBeAttached()
}

/** The notification (role status or alert) with the given text. */
export function notification(page: Page, text: string) {
  return page.locator('.notifications').getByText(text, { exact: true })
}

export interface BlockSnapshot {
  id: string
  block_type: string
  content: Record<string, unknown>
}

/** The first block of `type` on page `slug`, as the API has it now. */
export async function snapshotBlock(request: APIRequestContext, slug: string, type: string): Promise<BlockSnapshot> {
  const res = await request.get(`/api/v1/pages/${slug}`)
  expect(res.ok()).toBe(true)
  const { blocks } = (await res.json()) as { blocks: BlockSnapshot[] }
  const block = blocks.find((b) => b.block_type.toLowerCase() === type.toLowerCase())
  if (!block) throw new Error(`No ${type} block on page '${slug}'`)
  return { id: block.id, block_type: block.block_type, content: block.content }
}

/**
 * Safety net for tests that change content: puts the block back as snapshotted when it differs
 * (e.g. after a failure half-way, or fields the UI cannot put back), so later tests find the seed.
 */
export async function restoreBlock(request: APIRequestContext, block: BlockSnapshot, slug: string) {
  const now = await snapshotBlock(request, slug, block.block_type)
  if (JSON.stringify(now.content) === JSON.stringify(block.content)) return
  const login = await request.post('/api/v1/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } })
  expect(login.ok()).toBe(true)
  const { access_token } = (await login.json()) as { access_token: string }
  const res = await request.put(`/api/v1/pages/blocks/${block.id}`, {
    headers: { Authorization: `Bearer ${access_token}` },
    data: { type: block.block_type, content: block.content },
  })
  expect(res.status()).toBe(200)
}

/**
 * Brings the page's form (contact, vacancy, every solution page) into view, as a visitor
 * scrolling to it would, and waits until it has hydrated: its send button is enabled only then,
 * and its effects have run. A block far below the screen hydrates only as it nears the screen or
 * is touched (HydrationGate), so the form is scrolled to (when it is not in view already).
 */
export async function hydrated(page: Page) {
  const send = page.locator('main form button[type="submit"]').first()
  await send.scrollIntoViewIfNeeded()
  await expect(send).toBeEnabled()
}

/** Answers the product's own question (its dialog, named by the question) with the given button, and waits for it to close. */
export async function answer(page: Page, question: string, button: string) {
  const dialog = page.getByRole('dialog', { name: question })
  await dialog.getByRole('button', { name: button, exact: true }).click()
  await expect(dialog).toHaveCount(0)
}

/**
 * Adds a block of the type named `label` from the gallery that the last 'Add block' on the page
 * (after every block) opens: searched for by its name, as an editor would.
 */
export async function addFromGallery(
  page: Page,
  label: string,
  names = { add: '+ Add block', gallery: 'Add a block', find: 'Find a block type' },
) {
  await page.getByRole('button', { name: names.add }).last().click()
  const gallery = page.getByRole('dialog', { name: names.gallery })
  await gallery.getByLabel(names.find).fill(label)
  await gallery.getByRole('button', { name: label, exact: true }).click()
  await expect(gallery).toBeHidden()
}

/**
 * Starts typing in a plain text where it stands and selects its words. It waits for the editor's
 * code to draw the text first: a click before that opens the panel instead.
 */
export async function startInPlace(text: Locator) {
  await expect(text).toHaveAttribute('data-in-place', 'text')
  await text.click()
  await expect(text).toHaveAttribute('contenteditable', /^(plaintext-only|true)$/)
  await expect(text).toBeFocused()
  await text.press('ControlOrMeta+a')
}

/** Types `words` over a one-line text where it stands and saves them with Enter. */
export async function typeInPlace(text: Locator, words: string) {
  await startInPlace(text)
  await text.page().keyboard.insertText(words)
  await text.press('Enter')
  await expect(text).not.toHaveAttribute('contenteditable')
}

/** Opens the panel with both languages of a plain text from the text itself ('English and Arabic'). */
export async function openBothLanguages(text: Locator, button = 'English and Arabic') {
  await startInPlace(text)
  await text.page().getByRole('button', { name: button }).click()
  await expect(text.page().getByRole('dialog')).toBeVisible()
}
