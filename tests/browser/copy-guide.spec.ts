import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { test } from './test.ts'
import { blockOf, putAs } from './editor-api.ts'
import { type BlockSnapshot, enterEditMode, openBothLanguages, restoreBlock, snapshotBlock } from './helpers.ts'

const heroTitle = (page: Page) => page.locator('main section.hero h1')
const dialog = (page: Page) => page.getByRole('dialog')

let original: BlockSnapshot
test.beforeEach(async ({ request }) => {
  original = await snapshotBlock(request, 'about', 'hero')
})
test.afterEach(async ({ request }) => restoreBlock(request, original, 'about'))

test('the style guide where editors type: the toolbar counts the fields that break it and jumps to each; the field marks the break and fixes it in one click', async ({
  page,
  request,
}) => {
  const hero = await blockOf(request, 'about', 'hero')
  // A heading that asks without ؟, as an editor might have saved it.
  await putAs(request, hero, { ...hero.content, title: { en: 'What we built', ar: 'ما الذي بنيناه' } })

  await enterEditMode(page, '/about')
  const count = page.getByRole('button', { name: /^Style guide: 1 field/ })
  await expect(count).toBeVisible()
  await count.click()
  await expect(heroTitle(page)).toBeFocused()

  await openBothLanguages(heroTitle(page))
  const field = dialog(page).getByRole('group', { name: /Title/ })
  const guide = field.getByRole('list', { name: 'Style guide' })
  await expect(guide).toContainText('Question without ؟')
  // The break, its marked place and its fix are readable and operable by everyone (WCAG 2.2 AA).
  const scan = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  await guide.getByRole('button', { name: 'Fix' }).click()
  await expect(field.getByLabel('Arabic', { exact: true })).toHaveValue('ما الذي بنيناه؟')
  await expect(guide).toHaveCount(0)

  // As the editor types: a number split from its unit shows at once.
  await field.getByLabel('Arabic', { exact: true }).fill('ما الذي بنيناه في 40 مشروعًا؟')
  await expect(guide).toContainText('Number split from its unit')
  await guide.getByRole('button', { name: 'Fix' }).click()
  await expect(field.getByLabel('Arabic', { exact: true })).toHaveValue('ما الذي بنيناه في 40\u00A0مشروعًا؟')

  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByRole('button', { name: 'Style guide followed' })).toBeVisible()
})
