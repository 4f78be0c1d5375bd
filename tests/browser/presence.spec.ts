import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test'
import { token } from './editor-api.ts'
import { ABOUT_TITLE, type BlockSnapshot, notification, openBothLanguages, restoreBlock, signIn, snapshotBlock } from './helpers.ts'
import { test, waitingForHydration } from './test.ts'

const PASSWORD = 'a long enough passphrase for e2e'
const heroTitle = (page: Page) => page.locator('main section.hero h1')

/** The editor's strings this test reads, as public/locales has them. */
const TEXT = {
  en: {
    also: 'Also editing this page',
    exit: 'Exit Edit Mode',
    english: 'English',
    arabic: 'Arabic',
    save: 'Save',
    cancel: 'Cancel',
    discard: 'Discard changes',
    both: 'English and Arabic',
  },
  ar: {
    also: 'في وضع التعديل على هذه الصفحة أيضًا',
    exit: 'الخروج من وضع التعديل',
    english: 'الإنجليزية',
    arabic: 'العربية',
    save: 'حفظ',
    cancel: 'إلغاء',
    discard: 'إلغاء التغييرات',
    both: 'الإنجليزية والعربية',
  },
} as const

/** A second person, an editor with a name, added by the administrator through the API and signed in once to set a password. */
async function addEditor(request: APIRequestContext, name: string) {
  const email = `live-${Date.now().toString(36)}@e2e.example`
  const added = await request.post('/api/v1/people', {
    headers: { Authorization: `Bearer ${await token(request)}` },
    data: { email, role: 'editor', name },
  })
  expect(added.status()).toBe(201)
  const { link } = (await added.json()) as { link: { path: string } }
  const set = await request.post(`/api/v1/auth/password-links/${link.path.split('/').pop()}`, { data: { password: PASSWORD } })
  expect(set.status()).toBe(204)
  return email
}

/** How the others see the administrator: the name the people page gives, or the e-mail address while there is none. */
async function adminShownAs(request: APIRequestContext) {
  const res = await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${await token(request)}` } })
  expect(res.ok()).toBe(true)
  const me = (await res.json()) as { name: string; email: string }
  return me.name || me.email
}

/** A browser of its own for the editor, signed in through the login page and on the About page in edit mode. */
async function editorBrowser(browser: Browser, email: string, lang: 'en' | 'ar') {
  const context = await browser.newContext()
  const page = waitingForHydration(await context.newPage())
  await page.goto('/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
  await openInEditMode(page, lang)
  return { page, close: () => context.close() }
}

async function openInEditMode(page: Page, lang: 'en' | 'ar') {
  await page.goto(`/about?edit=true&lng=${lang}`)
  await expect(page.getByRole('button', { name: TEXT[lang].exit })).toBeVisible()
  await expect(heroTitle(page)).toHaveAttribute('role', 'button')
}

let original: BlockSnapshot
test.beforeEach(async ({ request }) => {
  original = await snapshotBlock(request, 'about', 'hero')
})
test.afterEach(async ({ request }) => restoreBlock(request, original, 'about'))

for (const lang of ['en', 'ar'] as const) {
  test(`two editors on one page see each other, and one's save shows in the other's page without a reload (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    const text = TEXT[lang]
    const name = lang === 'en' ? 'Mona Editor' : 'منى الحربي'
    const email = await addEditor(request, name)
    await signIn(page)
    await openInEditMode(page, lang)
    const mona = await editorBrowser(browser, email, lang)

    // Each sees the other by name.
    const seenByAdmin = page.getByRole('group', { name: text.also })
    await expect(seenByAdmin.getByRole('listitem')).toHaveCount(1)
    await expect(seenByAdmin.getByRole('listitem')).toContainText(name)
    await expect(mona.page.getByRole('group', { name: text.also })).toContainText(await adminShownAs(request))

    // The administrator is typing in the hero title's editor, not saved yet.
    const stamp = Date.now().toString(36)
    const typing = `Admin typing ${stamp}`
    await openBothLanguages(heroTitle(page), text.both)
    const adminDialog = page.getByRole('dialog')
    await adminDialog.getByLabel(text.english, { exact: true }).fill(typing)

    // Mona saves the hero title; the administrator's page shows it in place, with who saved it.
    const changed = { en: `Saved by Mona ${stamp}`, ar: `حفظته منى ${stamp}` }
    await openBothLanguages(heroTitle(mona.page), text.both)
    const dialog = mona.page.getByRole('dialog')
    await dialog.getByLabel(text.english, { exact: true }).fill(changed.en)
    await dialog.getByLabel(text.arabic, { exact: true }).fill(changed.ar)
    await dialog.getByRole('button', { name: text.save, exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(heroTitle(page)).toHaveText(changed[lang])
    const notice = lang === 'en' ? `Updated by ${name}` : `حدّث \u2068${name}\u2069 هذه الصفحة`
    await expect(notification(page, notice)).toBeVisible()
    // What the administrator typed is still there, in the open editor.
    await expect(adminDialog.getByLabel(text.english, { exact: true })).toHaveValue(typing)
    await adminDialog.getByRole('button', { name: text.cancel, exact: true }).click()
    await adminDialog.getByRole('button', { name: text.discard, exact: true }).click()
    await expect(adminDialog).toBeHidden()
    await expect(heroTitle(page)).toHaveText(changed[lang])
    // Nobody else saved on Mona's side: no such notice there.
    await expect(mona.page.locator('.notifications')).not.toContainText(lang === 'en' ? 'Updated by' : 'حدّث')

    // Mona leaves: the administrator is alone on the page again.
    await mona.close()
    await expect(seenByAdmin).toHaveCount(0)
    await expect(heroTitle(page)).not.toHaveText(ABOUT_TITLE[lang])
  })
}

test('the header someone else saves shows in an open page without a reload (the page follows the header too)', async ({
  page,
  request,
}) => {
  const header = await snapshotBlock(request, 'header', 'header')
  try {
    const name = 'Sami Header'
    const email = await addEditor(request, name)
    const login = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } })
    expect(login.ok()).toBe(true)
    const { access_token } = (await login.json()) as { access_token: string }
    await signIn(page)
    // The page's events stream is open, following the header too, before the header is saved.
    const following = page.waitForResponse((r) => /\/api\/v1\/pages\/about\/events\?also=[^&]*header/.test(r.url()))
    await openInEditMode(page, 'en')
    expect((await following).status()).toBe(200)
    const contact = `Talk to us ${Date.now().toString(36)}`
    const content = { ...header.content, contactButtonText: { en: contact, ar: 'تحدثوا إلينا' } }
    const saved = await request.put(`/api/v1/pages/blocks/${header.id}`, {
      headers: { Authorization: `Bearer ${access_token}` },
      data: { type: header.block_type, content },
    })
    expect(saved.status()).toBe(200)
    await expect(page.locator('header').getByText(contact)).toBeVisible()
    await expect(notification(page, `Updated by ${name}`)).toBeVisible()
  } finally {
    await restoreBlock(request, header, 'header')
  }
})
