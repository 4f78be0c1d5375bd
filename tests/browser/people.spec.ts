import { type Browser, expect, type Page } from '@playwright/test'
import { ADMIN, signIn } from './helpers.ts'
import { test } from './test.ts'

const PASSWORD = 'a long enough passphrase for e2e'

/** The person's row in the people table. */
const row = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email })

/** Adds a person on the open people page and answers the link shown once. */
async function addPerson(
  page: Page,
  labels: { title: string; name: string; email: string; role: string; add: string },
  person: { name: string; email: string; role: string },
) {
  const form = page.getByRole('form', { name: labels.title })
  await form.getByLabel(labels.name, { exact: true }).fill(person.name)
  await form.getByLabel(labels.email, { exact: true }).fill(person.email)
  await form.getByLabel(labels.role, { exact: true }).selectOption({ label: person.role })
  await form.getByRole('button', { name: labels.add, exact: true }).click()
  const url = page.locator('.people__link-url')
  await expect(url).toHaveValue(/\/login\/create-new-password\/[A-Za-z0-9_-]{43}$/)
  return new URL(await url.inputValue()).pathname
}

/** Opens a set-password link signed out, in a fresh browser context. */
async function openSignedOut(browser: Browser, path: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(path)
  return { page, close: () => context.close() }
}

test.describe('people (issue 27)', () => {
  test('an administrator adds a person, who sets a password through the link once; role change, reset link, removal', async ({
    page,
    browser,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const email = `nour-${Date.now()}@e2e.example`
    await signIn(page)
    await page.getByRole('link', { name: 'People', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/people$/)
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible()
    await expect(row(page, ADMIN.email).getByRole('combobox')).toHaveValue('admin')

    const path = await addPerson(
      page,
      { title: 'Add a person', name: 'Name', email: 'Email address', role: 'Role', add: 'Add person' },
      { name: 'Nour Haddad', email, role: 'Translator' },
    )
    await expect(page.getByText(`Send this link to ${email}. It works once, for 24 hours, and is shown only now.`)).toBeVisible()
    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${path}$`))
    await expect(row(page, email)).toContainText('Nour Haddad')
    await expect(row(page, email)).toContainText('Never')

    const invited = await openSignedOut(browser, path)
    await expect(invited.page.getByRole('heading', { level: 1, name: 'Create a new password' })).toBeVisible()
    await expect(invited.page.getByText(`Account: ${email}`)).toBeVisible()
    await invited.page.getByLabel('New password', { exact: true }).fill(PASSWORD)
    await invited.page.getByLabel('Confirm new password').fill(PASSWORD)
    await invited.page.getByRole('button', { name: 'Update password' }).click()
    await expect(invited.page.getByRole('heading', { level: 1, name: 'Password updated' })).toBeVisible()
    await invited.page.goto(path)
    await expect(invited.page.getByRole('heading', { level: 1, name: 'This link has been used already.' })).toBeVisible()
    await invited.close()

    // The person signs in with the password they chose.
    const login = await page.request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } })
    expect(login.status()).toBe(200)

    await row(page, email).getByRole('combobox').selectOption({ label: 'Editor' })
    await page.reload()
    await expect(row(page, email).getByRole('combobox')).toHaveValue('editor')

    await row(page, email).getByRole('button', { name: 'Make a new password link' }).click()
    await expect(page.locator('.people__link-url')).toHaveValue(/\/login\/create-new-password\//)

    // The last administrator stays one.
    await row(page, ADMIN.email).getByRole('combobox').selectOption({ label: 'Editor' })
    await expect(page.getByRole('alert')).toHaveText('This is the last administrator: make someone else an administrator first.')
    await page.reload()
    await expect(row(page, ADMIN.email).getByRole('combobox')).toHaveValue('admin')

    await row(page, email).getByRole('button', { name: 'Remove' }).click()
    const dialog = page.getByRole('dialog', { name: 'Remove Nour Haddad?' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(row(page, email)).toBeVisible()
    await row(page, email).getByRole('button', { name: 'Remove' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click()
    await expect(row(page, email)).toHaveCount(0)
    expect((await page.request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(401)
  })

  test('in Arabic: the people page and the create-new-password page', async ({ page, browser }) => {
    const email = `sara-${Date.now()}@e2e.example`
    await signIn(page)
    await page.goto('/admin/people?lng=ar')
    await expect(page.getByRole('heading', { level: 1, name: 'المستخدمون' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const path = await addPerson(
      page,
      { title: 'إضافة مستخدم', name: 'الاسم', email: 'البريد الإلكتروني', role: 'الدور', add: 'إضافة المستخدم' },
      { name: 'سارة', email, role: 'مترجم' },
    )
    await expect(page.getByRole('button', { name: 'نسخ الرابط' })).toBeVisible()
    await expect(row(page, email)).toContainText('لم يسجّل الدخول بعد')

    const invited = await openSignedOut(browser, `${path}?lng=ar`)
    await expect(invited.page.getByRole('heading', { level: 1, name: 'إنشاء كلمة مرور جديدة' })).toBeVisible()
    await invited.page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('short')
    await invited.page.getByLabel('تأكيد كلمة المرور الجديدة').fill('short')
    await invited.page.getByRole('button', { name: 'تحديث كلمة المرور' }).click()
    await expect(invited.page.getByRole('alert')).toHaveText('تتكوّن كلمة المرور من 12\u00a0حرفًا على الأقل.')
    await invited.page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill(PASSWORD)
    await invited.page.getByLabel('تأكيد كلمة المرور الجديدة').fill(PASSWORD)
    await invited.page.getByRole('button', { name: 'تحديث كلمة المرور' }).click()
    await expect(invited.page.getByRole('heading', { level: 1, name: 'تم تحديث كلمة المرور' })).toBeVisible()
    await invited.close()

    await row(page, email).getByRole('button', { name: 'إزالة' }).click()
    await page.getByRole('dialog', { name: 'إزالة \u2068سارة\u2069؟' }).getByRole('button', { name: 'إزالة', exact: true }).click()
    await expect(row(page, email)).toHaveCount(0)
  })
})
