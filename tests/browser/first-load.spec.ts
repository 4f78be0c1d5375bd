import { expect, type Page } from '@playwright/test'
import { signIn } from './helpers.ts'
import { test } from './test.ts'

/** Every URL the page asked for, from now on. */
function requests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (r) => urls.push(new URL(r.url()).pathname))
  return urls
}

/** Until nothing has been asked for half a second. */
async function quiet(page: Page) {
  await page.waitForLoadState('networkidle')
}

test.describe('a first load carries only what the page needs', () => {
  test('an Arabic page reads no translation file: its strings come with it, and English only when asked for', async ({ page }) => {
    const asked = requests(page)
    await page.goto('/about?lng=ar')
    await quiet(page)
    expect(asked.filter((p) => p.startsWith('/locales/'))).toEqual([])
    await expect(page.getByRole('link', { name: 'تواصلوا معنا' }).first()).toBeVisible()

    await page.getByRole('button', { name: 'English' }).first().click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Contact us' }).first()).toBeVisible()
    expect(asked).toContain('/locales/en/translation.json')
  })

  test('an English page reads no translation file either', async ({ page }) => {
    const asked = requests(page)
    await page.goto('/about?lng=en')
    await quiet(page)
    expect(asked.filter((p) => p.startsWith('/locales/'))).toEqual([])
  })

  // Visitors' pages above ask for no /locales/ file at all, editor.json included.
  test("the editor's strings arrive with edit mode, in the language shown", async ({ page }) => {
    await signIn(page)
    const asked = requests(page)
    await page.goto('/about?lng=ar&edit=true')
    await expect(page.getByRole('button', { name: 'مشاركة معاينة' })).toBeVisible()
    expect(asked).toContain('/locales/ar/editor.json')
  })
})

test.describe('a gallery that moves on its own (About, block 2)', () => {
  // The track moves, so Playwright's actions (which wait for a still element) go to its region.
  const region = (page: Page) => page.locator('.carousel--auto .carousel__viewport').first()
  const track = (page: Page) => page.locator('.carousel--auto .carousel__track').first()
  const playState = (page: Page) => track(page).evaluate((el) => getComputedStyle(el).animationPlayState)

  test('drifts, stops under the pointer and by its button, and a card under the pointer stays put', async ({ page }) => {
    await page.goto('/about')
    await region(page).scrollIntoViewIfNeeded()
    expect(await track(page).evaluate((el) => getComputedStyle(el).animationName)).toBe('carousel-drift')
    expect(await playState(page)).toBe('running')

    await region(page).hover()
    expect(await playState(page)).toBe('paused')
    const before = await track(page).evaluate((el) => getComputedStyle(el).transform)
    await page.waitForTimeout(300)
    expect(await track(page).evaluate((el) => getComputedStyle(el).transform)).toBe(before)

    await page.mouse.move(0, 0)
    expect(await playState(page)).toBe('running')
    await page.getByRole('button', { name: 'Pause gallery' }).click()
    await page.mouse.move(0, 0)
    expect(await playState(page)).toBe('paused')
    await page.getByRole('button', { name: 'Play gallery' }).click()
    await page.mouse.move(0, 0)
    expect(await playState(page)).toBe('running')
  })

  test('runs the other way in Arabic', async ({ page }) => {
    await page.goto('/about?lng=ar')
    expect(await track(page).evaluate((el) => getComputedStyle(el).animationName)).toBe('carousel-drift-rtl')
  })

  test('stands still under reduced motion, with no pause button, and scrolls by hand', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/about')
    expect(await track(page).evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
    await expect(page.getByRole('button', { name: 'Pause gallery' })).toBeHidden()
    const viewport = page.locator('.carousel__viewport--auto').first()
    expect(await viewport.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto')
  })
})
