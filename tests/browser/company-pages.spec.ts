import { expect } from '@playwright/test'
import { test } from './test.ts'
import { seedContent } from '../../server/seed/content.ts'

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
      await page.goto(`${path}?lng=${lng}`)
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr')
      const expected = headings().map((h) => h[lng])
      expect(expected.length).toBeGreaterThan(1)
      const shown = page.locator('main').locator('h1, h2')
      await expect(shown.filter({ hasText: expected.at(-1) as string }).first()).toBeVisible()
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
