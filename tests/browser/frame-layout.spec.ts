import { expect, type Page } from '@playwright/test'
import { test } from './test.ts'
import { enterEditMode, signIn } from './helpers.ts'

test.use({ viewport: { width: 1280, height: 800 } })

/** True when the element's centre is not covered by anything else (a click there reaches it). */
const reachable = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
      return !!hit && (hit === el || el.contains(hit))
    })

test('in edit mode the home hero’s toolbar is below the header, and stays there while its block scrolls', async ({ page }) => {
  await enterEditMode(page, '/')
  const bar = page.locator('.block-chrome__bar').first()
  await expect(bar.getByRole('button', { name: 'Edit block' })).toBeVisible()
  expect(await reachable(page, '.block-chrome__bar >> text=Edit block')).toBe(true)
  expect(await reachable(page, '.block-chrome__bar >> text=Delete block')).toBe(true)
  await page.evaluate(() => window.scrollTo(0, 300))
  await page.waitForTimeout(200)
  const headerBottom = await page.locator('header.site-header').evaluate((h) => h.getBoundingClientRect().bottom)
  const barTop = await bar.evaluate((b) => b.getBoundingClientRect().top)
  expect(barTop).toBeGreaterThanOrEqual(headerBottom - 1)
  expect(await reachable(page, '.block-chrome__bar >> text=Edit block')).toBe(true)
})

test('the edit-mode header keeps its menu on one row on desktop', async ({ page }) => {
  await enterEditMode(page, '/about')
  const tops = await page.locator('.menu__list > li').evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)))
  expect(tops.length).toBeGreaterThan(3)
  expect(new Set(tops).size).toBe(1)
  const height = await page.locator('.site-header__bar').evaluate((b) => b.getBoundingClientRect().height)
  expect(height).toBeLessThanOrEqual(100)
})

for (const path of ['/about', '/privacy-policy', '/careers']) {
  test(`no blank band above the footer on ${path}`, async ({ page }) => {
    await page.goto(path)
    await page.locator('footer.site-footer').scrollIntoViewIfNeeded()
    // Layout positions: offsetTop ignores the footer's reveal (translate) while it fades in.
    const gap = await page.evaluate(() => {
      const top = (el: HTMLElement) => {
        let y = 0
        for (let e: HTMLElement | null = el; e; e = e.offsetParent as HTMLElement | null) y += e.offsetTop
        return y
      }
      // The last box drawn: a block's wrapper that names its hydration gate draws none (display: contents).
      let last = document.querySelector('main')?.lastElementChild as HTMLElement
      while (getComputedStyle(last).display === 'contents' && last.lastElementChild) last = last.lastElementChild as HTMLElement
      const contentBottom = top(last) + last.offsetHeight - parseFloat(getComputedStyle(last).paddingBlockEnd)
      return top(document.querySelector('footer.site-footer') as HTMLElement) - contentBottom
    })
    expect(gap).toBeLessThanOrEqual(72)
  })
}

test('the block gallery’s names stay below the header and never cover the next one', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/blocks')
  const bars = page.locator('.block-gallery__bar')
  await expect(bars.nth(3)).toBeAttached()
  for (const i of [1, 2, 3]) {
    await bars.nth(i).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 300))
    await page.waitForTimeout(150)
    const boxes = await bars.evaluateAll((all) => all.map((b) => b.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })))
    const onScreen = boxes.filter((b) => b.bottom > 0 && b.top < 800)
    for (let a = 0; a < onScreen.length; a++)
      for (let b = a + 1; b < onScreen.length; b++)
        expect(onScreen[a]!.bottom <= onScreen[b]!.top || onScreen[b]!.bottom <= onScreen[a]!.top).toBe(true)
    const label = bars.nth(i).locator('h2')
    expect(
      await label.evaluate((el) => {
        const r = el.getBoundingClientRect()
        const hit = document.elementFromPoint(r.left + 20, r.top + r.height / 2)
        return !!hit && el.contains(hit)
      }),
    ).toBe(true)
  }
})

test.describe('edit chrome on a 390 px phone (issue 25: at most 15% of the screen)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const heights = (page: Page) =>
    page.evaluate(() =>
      ['.admin-bar', '.page-bar', '.block-chrome__bar'].map((s) => document.querySelector(s)?.getBoundingClientRect().height ?? 0),
    )

  for (const lng of ['en', 'ar'] as const)
    test(`in ${lng}: the administrator bar, the page's toolbar and a block's toolbar are one row each, 15% together; scrolling, only a block's toolbar stays`, async ({
      page,
    }) => {
      await signIn(page)
      await page.goto(`/about?lng=${lng}&edit=true`)
      await expect(page.locator('main [data-edit-path]').first()).toBeAttached()
      const [admin = 0, pageBar = 0, blockBar = 0] = await heights(page)
      expect(admin + pageBar + blockBar).toBeLessThanOrEqual(0.15 * 844)
      // Every block toolbar's button is still there: the less-used open under 'More' (one row, no sideways scrolling).
      const bar = page.locator('.block-chrome__bar').first()
      await bar.getByRole('button', { name: lng === 'ar' ? 'المزيد' : 'More' }).click()
      await expect(bar.getByRole('button')).toHaveCount(5)
      await page.keyboard.press('Escape')

      await page.evaluate(() => window.scrollTo(0, 1200))
      await page.waitForTimeout(200)
      const onScreen = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('body *'))
          .filter((el) => ['sticky', 'fixed'].includes(getComputedStyle(el).position))
          .map((el) => ({ cls: el.className, r: el.getBoundingClientRect() }))
          // What stays at the top of the screen (a button floating at the bottom is not chrome).
          .filter(({ r }) => r.bottom > 0 && r.top < 200 && r.height > 0)
          .map(({ cls, r }) => `${cls}: ${Math.round(r.height)}`),
      )
      expect(onScreen).toHaveLength(1)
      expect(onScreen[0]).toMatch(/^block-chrome__bar/)
      expect(Number(onScreen[0]?.split(': ')[1])).toBeLessThanOrEqual(0.15 * 844)
    })
})

test('in edit mode at 1280 px the header stays on one line', async ({ page }) => {
  await enterEditMode(page, '/about')
  const tops = await page
    .locator('header.site-header')
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)))
  expect(tops.length).toBeGreaterThan(2)
  expect(new Set(tops).size).toBe(1)
  const contact = await page.locator('header.site-header').getByRole('link', { name: 'Contact us' }).first().boundingBox()
  expect(Math.abs((contact?.y ?? 0) + (contact?.height ?? 0) / 2 - (tops[0] ?? 0) - 20)).toBeLessThan(40)
})

test('the administrator bar’s room is held while its code arrives: the header does not grow under the editor', async ({ page }) => {
  await signIn(page)
  // Hold the bar's code back, as a slow network would.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/admin-bar-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/about?edit=true')
  await expect(page.locator('main [data-edit-path]').first()).toBeAttached()
  await expect(page.getByRole('button', { name: 'Exit Edit Mode' })).toHaveCount(0)
  const header = page.locator('header.site-header')
  const waiting = await header.evaluate((h) => h.getBoundingClientRect().height)
  release()
  await expect(page.getByRole('button', { name: 'Exit Edit Mode' })).toBeVisible()
  expect(await header.evaluate((h) => h.getBoundingClientRect().height)).toBe(waiting)
})
