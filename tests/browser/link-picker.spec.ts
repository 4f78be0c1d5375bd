import { expect, type Page } from '@playwright/test'
import { test } from './test.ts'
import { blockOf } from './editor-api.ts'
import { type BlockSnapshot, enterEditMode, restoreBlock, signIn, snapshotBlock } from './helpers.ts'

type Titled = { id: string; title: { en: string; ar: string } }

const ctaChrome = (page: Page) => page.locator('section.block-chrome[data-block-type="cta"]')

let original: BlockSnapshot
test.beforeEach(async ({ request }) => {
  original = await snapshotBlock(request, 'about', 'cta')
})
test.afterEach(async ({ request }) => restoreBlock(request, original, 'about'))

/** The call to action's button link, in its panel, in the interface language given. */
async function buttonLink(page: Page, names: { edit: string; field: string }) {
  await ctaChrome(page).getByRole('button', { name: names.edit }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: new RegExp(`^${names.field}`) }).click()
  return { dialog, link: dialog.getByRole('combobox', { name: names.field, exact: true }) }
}

test('the link picker finds pages and item pages by name and fills in the path; an external address is kept as typed', async ({
  page,
  request,
}) => {
  const post = ((await blockOf(request, 'resources', 'posts')).content.posts as Titled[])[0]
  if (!post) throw new Error('no seeded post')
  await enterEditMode(page, '/about')
  const { dialog, link } = await buttonLink(page, { edit: 'Edit block', field: 'Button link' })

  // A route, by its name.
  await link.fill('totara learn')
  await dialog.getByRole('option', { name: /Totara Learn/ }).click()
  await expect(link).toHaveValue('/solutions/totara-learn')

  // A post's own page, by its English title, chosen with the keyboard.
  await link.fill(post.title.en)
  await expect(dialog.getByRole('option').first()).toContainText(`/resources/${post.id}`)
  await link.press('Enter')
  await expect(link).toHaveValue(`/resources/${post.id}`)

  // An external address: nothing is found, the address stays and is saved.
  await link.fill('https://example.com/webinar')
  await expect(dialog.getByRole('option')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(async () => (await blockOf(request, 'about', 'cta')).content.buttonLink).toBe('https://example.com/webinar')
})

test('in Arabic the picker finds a customer story and a vacancy by their Arabic titles', async ({ page, request }) => {
  const story = ((await blockOf(request, 'customer-stories', 'stories')).content.stories as Titled[])[0]
  const vacancy = ((await blockOf(request, 'careers', 'vacancies')).content.vacancies as Titled[])[0]
  if (!story || !vacancy) throw new Error('no seeded story or vacancy')
  await signIn(page)
  await page.goto('/about?lng=ar&edit=true')
  const { dialog, link } = await buttonLink(page, { edit: 'تعديل القسم', field: 'رابط الزر' })

  await link.fill(story.title.ar)
  const option = dialog.getByRole('option').first()
  await expect(option).toContainText(story.title.ar)
  await expect(option).toContainText('قصص العملاء')
  await option.click()
  await expect(link).toHaveValue(`/customer-stories/${story.id}`)

  await link.fill(vacancy.title.ar)
  // The keyboard: down and back up to the first suggestion, Enter takes it.
  await link.press('ArrowDown')
  await link.press('ArrowUp')
  await link.press('Enter')
  await expect(link).toHaveValue(`/vacancy-details/${vacancy.id}`)
  await dialog.getByRole('button', { name: 'حفظ', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(async () => (await blockOf(request, 'about', 'cta')).content.buttonLink).toBe(`/vacancy-details/${vacancy.id}`)
})
