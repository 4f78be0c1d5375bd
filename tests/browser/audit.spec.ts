import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, signIn } from './helpers.ts'
import { test } from './test.ts'

/** An administrator's access token, for the writes the log is to show. */
async function tokenOf(request: APIRequestContext) {
  const res = await request.post('/api/v1/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { access_token: string }).access_token
}

/** Adds a text block to `slug` and deletes it again: two entries, and the page as it was. */
async function addAndDelete(request: APIRequestContext, token: string, slug: string) {
  const headers = { Authorization: `Bearer ${token}` }
  const made = await request.post(`/api/v1/pages/${slug}/blocks`, { headers, data: { block_type: 'text' } })
  expect(made.status()).toBe(201)
  const { id } = (await made.json()) as { id: string }
  expect((await request.delete(`/api/v1/pages/blocks/${id}`, { headers })).status()).toBe(204)
  return id
}

const rows = (page: Page) => page.locator('.audit__table tbody tr')

test.describe('the audit log (issue 27)', () => {
  test('lists a change just made, filters by page, and its CSV link carries the filters', async ({ page }) => {
    await signIn(page)
    const token = await tokenOf(page.request)
    await addAndDelete(page.request, token, 'about')
    await addAndDelete(page.request, token, 'success')

    await page.getByRole('link', { name: 'Audit log', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/audit$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
    const newest = rows(page).first()
    await expect(newest).toContainText('Block deleted')
    await expect(newest).toContainText('success')
    await expect(newest).toContainText(ADMIN.email)
    await expect(rows(page).filter({ hasText: 'about' }).first()).toBeVisible()

    await page.getByLabel('Page', { exact: true }).selectOption('success')
    await expect(page).toHaveURL(/[?&]page=success(&|$)/)
    await expect(rows(page).filter({ hasText: 'about' })).toHaveCount(0)
    await expect(rows(page).first()).toContainText('Block deleted')
    await expect(rows(page).nth(1)).toContainText('Block added')
    await expect(rows(page).nth(1)).toContainText('text')

    const csv = page.getByRole('link', { name: 'Download CSV' })
    await expect(csv).toHaveAttribute('href', '/api/v1/audit.csv?page=success')
    const today = new Date().toISOString().slice(0, 10)
    await page.getByLabel('From', { exact: true }).fill(today)
    await expect(csv).toHaveAttribute('href', `/api/v1/audit.csv?page=success&from=${today}`)
    const file = await page.request.get(`/api/v1/audit.csv?page=success&from=${today}`, { headers: { Authorization: `Bearer ${token}` } })
    const text = await file.text()
    expect(text).toContain('"block.delete"')
    expect(text).not.toContain('"about"')

    const download = page.waitForEvent('download')
    await csv.click()
    expect((await download).suggestedFilename()).toBe('audit.csv')
  })

  test('in Arabic: right to left, the Arabic heading and the actions named in Arabic', async ({ page }) => {
    await signIn(page)
    await addAndDelete(page.request, await tokenOf(page.request), 'success')
    await page.goto('/admin/audit?lng=ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: 'سجلّ التدقيق' })).toBeVisible()
    await expect(rows(page).first()).toContainText('حذف قسم')
    await page.getByLabel('الصفحة', { exact: true }).selectOption('success')
    await expect(page).toHaveURL(/[?&]page=success(&|$)/)
    await expect(page.getByRole('link', { name: 'تنزيل بصيغة CSV' })).toHaveAttribute('href', '/api/v1/audit.csv?page=success')
  })

  test('reads on a 390 px phone in both languages: entries as cards, nothing wider than the screen', async ({ page }, testInfo) => {
    await signIn(page)
    await addAndDelete(page.request, await tokenOf(page.request), 'success')
    for (const lng of ['en', 'ar'] as const) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(`/admin/audit?lng=${lng}`)
        await expect(rows(page).first()).toBeVisible()
        if (width === 390) {
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
          await expect(page.locator('.audit__table thead')).toHaveCSS('position', 'absolute')
        }
        await page.screenshot({ path: testInfo.outputPath(`audit-${lng}-${width}.png`), fullPage: width === 390 })
      }
    }
  })

  test('is not offered to an editor', async ({ page }) => {
    const token = await tokenOf(page.request)
    const email = `audit-editor-${Date.now()}@e2e.example`
    const added = await page.request.post('/api/v1/people', {
      headers: { Authorization: `Bearer ${token}` },
      data: { email, role: 'editor' },
    })
    expect(added.status()).toBe(201)
    const { link } = (await added.json()) as { link: { path: string } }
    const password = 'a long enough passphrase for e2e'
    expect(
      (
        await page.request.post(`/api${link.path.replace('/login/create-new-password', '/v1/auth/password-links')}`, { data: { password } })
      ).status(),
    ).toBe(204)
    expect((await page.request.get('/api/v1/audit', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200)
    const editor = await page.request.post('/api/v1/auth/login', { data: { email, password } })
    const editorToken = ((await editor.json()) as { access_token: string }).access_token
    expect((await page.request.get('/api/v1/audit', { headers: { Authorization: `Bearer ${editorToken}` } })).status()).toBe(403)
  })
})
