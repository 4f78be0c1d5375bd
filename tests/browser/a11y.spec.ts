import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { test } from './test.ts'

const PAGES = [
  '/',
  '/about',
  '/why-choose-us',
  '/our-team',
  '/careers',
  '/vacancy-details/totara-developer',
  '/our-partners',
  '/our-awards',
  '/our-clients',
  '/customer-stories',
  '/customer-stories/tamkeen-authority-moves-38000-civil-servants-onto-one-learning-platform',
  '/resources',
  '/resources/five-questions-to-ask-before-you-replace-your-lms',
  '/resources/totara-user-group-dubai-2027',
  '/contact',
  '/success',
  '/privacy-policy',
  '/login',
] as const

/** Waits until the page has its content (not 'Loading...') and every in-view animation has run. */
async function waitForContent(page: Page) {
  await expect(page.locator('main')).toBeVisible()
  await expect(page.locator('main').getByText('Loading...')).toHaveCount(0)
  await expect(page.locator('main h1, main [role="status"]').first()).toBeVisible()
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForTimeout(800)
}

for (const lng of ['en', 'ar'] as const) {
  for (const path of PAGES) {
    test(`${path} in ${lng} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(`${path}?lng=${lng}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lng)
      await waitForContent(page)
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
      const report = results.violations
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n')}`,
        )
        .join('\n')
      expect(
        results.violations.map((v) => v.id),
        `axe violations on ${path}?lng=${lng}:\n${report}`,
      ).toEqual([])
    })
  }
}
