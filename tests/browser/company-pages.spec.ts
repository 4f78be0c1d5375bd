import { expect } from '@playwright/test'
import { test } from './test.ts'
import { seedContent } from '../../server/seed/content.ts'
import { blockOf, putAs } from './editor-api.ts'
import { enterEditMode, notification, openBothLanguages, restoreBlock, snapshotBlock } from './helpers.ts'

type Text = { en: string; ar: string }
type Content = Record<string, unknown>

/** The heading each seeded block shows: its title, main title or, for a vacancy page, the vacancy's. */
function headingOf(content: Content): Text | undefined {
  const title = (content.title ?? content.mainTitle ?? content.main_title) as Text | undefined
  return title && title.en ? title : undefined
}

/** Page path → the seeded pages whose blocks it shows, in the order they appear. */
const PAGES: { path: string; headings: () => Text[] }[] = [
  { path: '/', headings: () => ownHeadings('home') },
  { path: '/why-choose-us', headings: () => ownHeadings('why-choose-us') },
  { path: '/our-team', headings: () => ownHeadings('our-team') },
  { path: '/careers', headings: () => ownHeadings('careers') },
  {
    path: '/vacancy-details/totara-developer',
    headings: () => {
      const vacancies = seedContent.careers?.find((b) => b.order === 2)?.content.vacancies as { id: string; title: Text }[]
      const vacancy = vacancies.find((v) => v.id === 'totara-developer') as { title: Text }
      return [vacancy.title, ...ownHeadings('vacancy-detail-template')]
    },
  },
  { path: '/our-partners', headings: () => ownHeadings('our-partners') },
  { path: '/our-awards', headings: () => ownHeadings('our-awards') },
  { path: '/contact', headings: () => ownHeadings('contact-us') },
  { path: '/success', headings: () => ownHeadings('success') },
]

function ownHeadings(page: keyof typeof seedContent): Text[] {
  return (seedContent[page] ?? [])
    .slice()
    .sort((a, b) => a.order - b.order)
    .map((b) => headingOf(b.content))
    .filter((h): h is Text => h !== undefined)
}

for (const lng of ['en', 'ar'] as const)
  for (const { path, headings } of PAGES)
    test(`${path} in ${lng} shows every block, in order`, async ({ page }) => {
      // Sections below the fold fade in as they are scrolled to; with reduced motion they show at once.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(`${path}?lng=${lng}`)
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr')
      const expected = headings().map((h) => h[lng])
      expect(expected.length).toBeGreaterThan(1)
      const shown = page.locator('main').locator('h1, h2')
      await expect(shown.filter({ hasText: expected.at(-1) as string }).first()).toBeVisible()
      // Sections off screen are not laid out (content-visibility): a heading's text is read once it is scrolled to.
      for (const heading of await shown.all()) await heading.scrollIntoViewIfNeeded()
      const texts = (await shown.allInnerTexts()).map((t) => t.trim())
      // Each block's heading, in the layout's order (other headings, such as cards', may come between).
      let at = -1
      for (const heading of expected) {
        const found = texts.findIndex((t, i) => i > at && t === heading)
        expect(found, `"${heading}" after position ${at} in ${JSON.stringify(texts)}`).toBeGreaterThan(at)
        at = found
      }
      await expect(page.getByText('Failed to load page content.')).toHaveCount(0)
    })

test('home’s insights and events: its title is home block 7’s own, its cards the first three posts of Resources', async ({
  page,
  request,
}) => {
  const seeded = await snapshotBlock(request, 'home', 'insights')
  const title = { en: 'Fresh from our consultants', ar: 'جديد مستشارينا' }
  try {
    const block = await blockOf(request, 'home', 'insights')
    await putAs(request, block, { ...block.content, title })
    const posts = (await blockOf(request, 'resources', 'posts')).content.posts as { id: string }[]
    for (const lng of ['en', 'ar'] as const) {
      await page.goto(`/?lng=${lng}`)
      const section = page.getByRole('region', { name: title[lng] })
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(title[lng])
      const hrefs = await section.locator('a[href^="/resources/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect([...new Set(hrefs)]).toEqual(posts.slice(0, 3).map((p) => `/resources/${p.id}`))
    }
  } finally {
    await restoreBlock(request, seeded, 'home')
  }
})

test('in edit mode on /, the insights title saves to home block 7 and its cards stay Resources’ posts', async ({ page, request }) => {
  const seeded = await snapshotBlock(request, 'home', 'insights')
  const posts = await snapshotBlock(request, 'resources', 'posts')
  const title = { en: 'Insights from the field', ar: 'رؤى من الميدان' }
  try {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await enterEditMode(page, '/')
    const section = page.getByRole('region', { name: 'Block: Insights and events' })
    // Home's block, with Resources' posts inside it: edited there, but neither moved nor deleted from here.
    await expect(section.getByRole('region', { name: 'Block: Posts' }).getByRole('button', { name: 'Delete block' })).toHaveCount(0)
    // A plain title is typed where it stands; both languages are in the panel it opens.
    await openBothLanguages(section.locator('h2.section-head__title').first())
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('English', { exact: true }).fill(title.en)
    await dialog.getByLabel('Arabic', { exact: true }).fill(title.ar)
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(notification(page, 'Changes saved successfully!')).toBeVisible()
    expect((await blockOf(request, 'home', 'insights')).content.title).toEqual(title)
    expect((await snapshotBlock(request, 'resources', 'posts')).content).toEqual(posts.content)
    await expect(section.getByRole('button', { name: title.en, exact: true })).toBeVisible()
    // The cards are Resources' first posts.
    const first = (posts.content.posts as { title: { en: string } }[])[0]!.title.en
    await expect(section.getByRole('region', { name: 'Block: Posts' }).getByRole('button', { name: first, exact: true })).toBeVisible()
  } finally {
    await restoreBlock(request, seeded, 'home')
  }
})

test('the home hero opens its film in the video modal', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Watch a short tour' }).click()
  const dialog = page.getByRole('dialog', { name: 'Watch a short tour' })
  await expect(dialog.locator('video')).toHaveAttribute('src', '/media/pages/intro.webm')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test("an unknown vacancy says 'Vacancy content not found!', in both languages", async ({ page }) => {
  await page.goto('/vacancy-details/no-such-role')
  await expect(page.getByText('Vacancy content not found!')).toBeVisible()
  await page.goto('/vacancy-details/no-such-role?lng=ar')
  await expect(page.getByText('لم يُعثر على محتوى الوظيفة.')).toBeVisible()
})

test('careers lists the vacancies, each opening its own page', async ({ page }) => {
  await page.goto('/careers')
  await page.getByRole('link', { name: 'Senior Instructional Designer (Arabic)' }).click()
  await expect(page).toHaveURL(/\/vacancy-details\/senior-instructional-designer$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Senior Instructional Designer (Arabic)' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to careers' }).click()
  await expect(page).toHaveURL(/\/careers$/)
})

test('the locations slider: each map link searches the office in a new tab', async ({ page }) => {
  await page.goto('/contact')
  const map = page.getByRole('link', { name: /View on map/ }).first()
  await map.scrollIntoViewIfNeeded()
  await expect(map).toHaveAttribute('target', '_blank')
  await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=King%20Fahd%20Road/)
})
