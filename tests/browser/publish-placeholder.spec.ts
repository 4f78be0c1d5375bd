import { type APIRequestContext, expect } from '@playwright/test'
import { test } from './test.ts'
import { adminPage, blockOf, token } from './editor-api.ts'
import { type BlockSnapshot, restoreBlock, signIn, snapshotBlock } from './helpers.ts'

const WORDS = {
  en: {
    edit: 'Edit block',
    list: 'Vacancies',
    addItem: '+ Add item',
    newTitle: 'New item: Title in both languages',
    save: 'Save',
    publish: 'Publish',
    add: '+ Add block',
    gallery: 'Add a block',
    find: 'Find a block type',
    awards: 'Awards',
    question: 'Publish with placeholder text?',
    still: 'Still placeholder:',
    title: 'Title (English)',
    name: 'Awards › Name (Arabic)',
    anyway: 'Publish anyway',
    cancel: 'Cancel',
  },
  ar: {
    edit: 'تعديل القسم',
    list: 'الوظائف',
    addItem: '+ إضافة بند',
    newTitle: 'بند جديد: \u2068العنوان\u2069 باللغتين',
    save: 'حفظ',
    publish: 'نشر',
    add: '+ إضافة قسم',
    gallery: 'إضافة قسم',
    find: 'البحث عن نوع قسم',
    awards: 'الجوائز',
    question: 'نشر مع نص مؤقت؟',
    still: 'ما زال نصًا مؤقتًا:',
    title: '\u2068العنوان\u2069 (بالإنجليزية)',
    name: '\u2068الجوائز › الاسم\u2069 (بالعربية)',
    anyway: 'نشر على أي حال',
    cancel: 'إلغاء',
  },
} as const

let careers: BlockSnapshot
test.beforeEach(async ({ request }) => {
  careers = await snapshotBlock(request, 'careers', 'vacancies')
})
test.afterEach(async ({ request }) => {
  await restoreBlock(request, careers, 'careers')
  const headers = { Authorization: `Bearer ${await token(request)}` }
  for (const b of (await adminPage(request, 'our-awards')).filter((b) => b.order > 4))
    expect((await request.delete(`/api/v1/pages/blocks/${b.id}`, { headers })).status()).toBe(204)
})

const vacancies = async (request: APIRequestContext) =>
  (await blockOf(request, 'careers', 'vacancies')).content.vacancies as {
    id: string
    title: { en: string; ar: string }
    hidden?: boolean
  }[]

for (const lng of ['en', 'ar'] as const) {
  const w = WORDS[lng]

  test(`${lng}: a new vacancy is a draft — no page (404), not on the careers page — until it is published`, async ({ page, request }) => {
    const title = { en: `Learning designer ${lng} ${Date.now().toString(36)}`, ar: 'مصمّم تعلّم' }
    await signIn(page)
    await page.goto(`/careers?lng=${lng}&edit=true`)
    await page.locator('section.block-chrome[data-block-type="vacancies"]').getByRole('button', { name: w.edit }).click()
    const panel = page.getByRole('dialog')
    // The panel's fields open one at a time: the list of vacancies first.
    await panel.getByRole('button', { name: w.list, exact: true }).click()
    await panel.getByRole('button', { name: w.addItem }).last().click()
    const ask = panel.getByRole('group', { name: w.newTitle })
    await ask.getByRole('textbox').first().fill(title.en)
    await ask.getByRole('textbox').last().fill(title.ar)
    await ask.getByRole('button', { name: w.addItem.slice(2), exact: true }).click()
    await panel.getByRole('button', { name: w.save, exact: true }).click()
    await expect(panel).toBeHidden()

    await expect.poll(async () => (await vacancies(request)).find((v) => v.title.en === title.en)?.hidden).toBe(true)
    const id = (await vacancies(request)).find((v) => v.title.en === title.en)?.id as string
    expect((await request.get(`/vacancy-details/${id}?lng=${lng}`)).status()).toBe(404)
    expect(await (await request.get(`/careers?lng=${lng}`)).text()).not.toContain(title.en)
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/vacancy-details/${id}`)

    // Its title was written: nothing is placeholder, so Publish does not ask.
    await page.locator('section.block-chrome[data-block-type="vacancies"]').getByRole('button', { name: w.edit }).click()
    await panel.getByRole('button', { name: w.list, exact: true }).click()
    await panel.getByRole('button', { name: w.publish, exact: true }).first().click()
    await expect(page.getByRole('dialog', { name: w.question })).toHaveCount(0)
    await panel.getByRole('button', { name: w.save, exact: true }).click()
    await expect.poll(async () => (await request.get(`/vacancy-details/${id}?lng=${lng}`)).status()).toBe(200)
    expect(await (await request.get(`/careers?lng=${lng}`)).text()).toContain(title.en)
  })

  test(`${lng}: publishing a new awards block that still holds its placeholder texts names them and asks first`, async ({
    page,
    request,
  }) => {
    await signIn(page)
    await page.goto(`/our-awards?lng=${lng}&edit=true`)
    await page.getByRole('button', { name: w.add }).last().click()
    const gallery = page.getByRole('dialog', { name: w.gallery })
    await gallery.getByLabel(w.find).fill(w.awards)
    await gallery.getByRole('button', { name: w.awards, exact: true }).click()
    await expect(gallery).toBeHidden()
    const added = page.locator('section.block-chrome[data-block-type="awards"]').last()
    await expect(added.getByRole('button', { name: w.publish, exact: true })).toBeVisible()
    const visitorTypes = async () =>
      ((await (await request.get('/api/v1/pages/our-awards')).json()) as { blocks: { order: number }[] }).blocks.filter((b) => b.order > 4)
    expect(await visitorTypes()).toHaveLength(0)

    // Publish: the question names what is still placeholder, field by field and by language.
    await added.getByRole('button', { name: w.publish, exact: true }).click()
    const question = page.getByRole('dialog', { name: w.question })
    await expect(question).toContainText(w.still)
    await expect(question).toContainText(w.title)
    await expect(question).toContainText(w.name)
    // Cancel: it stays a draft.
    await question.getByRole('button', { name: w.cancel, exact: true }).click()
    await expect(question).toHaveCount(0)
    expect(await visitorTypes()).toHaveLength(0)
    // Publish anyway: visitors see it.
    await added.getByRole('button', { name: w.publish, exact: true }).click()
    await page.getByRole('dialog', { name: w.question }).getByRole('button', { name: w.anyway, exact: true }).click()
    await expect.poll(async () => (await visitorTypes()).length).toBe(1)
  })
}
