import { expect, type Page } from '@playwright/test'
import { test } from './test.ts'

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' })
/** The top-level items of the desktop menu. */
const topItems = (page: Page) => mainNav(page).locator(':scope > ul > li')

test.describe('a visitor in the header', () => {
  test('the navigation shows the top-level menu labels', async ({ page }) => {
    await page.goto('/')
    await expect(topItems(page)).toHaveText(['Solutions', 'Company', 'Partners', 'Resources'], { useInnerText: true })
  })

  test("hovering 'Company' opens its dropdown and 'About us' goes to /about", async ({ page }) => {
    await page.goto('/')
    const about = mainNav(page).getByRole('link', { name: 'About us' })
    await expect(about).toBeHidden()
    await mainNav(page).getByRole('button', { name: 'Company' }).hover()
    await expect(about).toBeVisible()
    await about.click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page).toHaveTitle('About - Lumora Learning')
  })

  test('a pointer already resting on Company when the page comes to life gets its dropdown', async ({ page }) => {
    // The HTML shows first; the scripts are held back until the pointer rests on 'Company'.
    let release = () => {}
    const hovered = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\.js$/, async (route) => {
      await hovered
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'commit' })
    await mainNav(page).getByRole('button', { name: 'Company' }).hover()
    release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(mainNav(page).getByRole('link', { name: 'About us' })).toBeVisible()
  })

  test('a dropdown closes about 200 ms after the pointer leaves it', async ({ page }) => {
    await page.goto('/')
    const company = mainNav(page).getByRole('button', { name: 'Company' })
    await company.hover()
    const submenu = page.locator(`[id="${await company.getAttribute('aria-controls')}"]`)
    await expect(submenu.getByRole('link', { name: 'About us' })).toBeVisible()
    await expect(submenu).toBeVisible()
    // Time in the page between the pointer leaving the item and the submenu closing.
    await submenu.evaluate((ul: HTMLUListElement) => {
      const w = window as unknown as { e2eLeft?: number; e2eClosed?: number }
      ul.parentElement?.addEventListener('mouseleave', () => {
        w.e2eLeft = performance.now()
      })
      new MutationObserver(() => {
        if (ul.hidden && w.e2eClosed === undefined) w.e2eClosed = performance.now()
      }).observe(ul, { attributes: true, attributeFilter: ['hidden'] })
    })
    await page.mouse.move(640, 600)
    await expect(submenu).toBeHidden()
    const delay = await page.evaluate(() => {
      const w = window as unknown as { e2eLeft?: number; e2eClosed?: number }
      return (w.e2eClosed ?? Number.NaN) - (w.e2eLeft ?? Number.NaN)
    })
    expect(delay).toBeGreaterThanOrEqual(180)
    expect(delay).toBeLessThan(600)
  })

  test('the contact button goes to /contact', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('banner').getByRole('link', { name: 'Contact us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page).toHaveTitle('Contact - Lumora Learning')
  })

  test('the language switch to العربية turns the page right-to-left with Arabic menu labels', async ({ page }) => {
    await page.goto('/')
    await expect(topItems(page)).toHaveText(['Solutions', 'Company', 'Partners', 'Resources'], { useInnerText: true })
    await page.getByRole('banner').getByRole('group', { name: 'Language' }).getByRole('button', { name: 'العربية' }).click()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    // The navigation's own name is in Arabic now too.
    const arabicItems = page.getByRole('banner').getByRole('navigation').first().locator(':scope > ul > li')
    await expect(arabicItems).toHaveText(['الحلول', 'الشركة', 'الشركاء', 'الموارد'], { useInnerText: true })
  })

  test('at 390 px the mobile menu opens and expands a submenu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expect(mainNav(page)).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    const company = menu.getByRole('button', { name: 'Company' })
    await expect(company).toHaveAttribute('aria-expanded', 'false')
    await expect(menu.getByRole('link', { name: 'About us' })).toBeHidden()
    await company.click()
    await expect(company).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'About us' })).toBeVisible()
    await menu.getByRole('link', { name: 'About us' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(menu).toBeHidden()
  })
})

test.describe('a visitor in the footer', () => {
  test("an e-mail address without '@' gets the alert 'Please enter a valid email address.'", async ({ page }) => {
    await page.goto('/about')
    const footer = page.getByRole('contentinfo')
    const messages: string[] = []
    page.on('dialog', (dialog) => {
      messages.push(dialog.message())
      void dialog.accept()
    })
    await footer.getByLabel('Email address').fill('abc')
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect.poll(() => messages).toEqual(['Please enter a valid email address.'])
    await expect(page).toHaveURL(/\/about$/)
  })

  test("the legal link 'Privacy policy' goes to the privacy policy", async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy policy' }).click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
  })

  test("past 300 px of scrolling a 'Scroll to top' button appears and scrolls to the top", async ({ page }) => {
    await page.goto('/privacy-policy')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const toTop = page.getByRole('button', { name: 'Scroll to top' })
    await expect(toTop).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 250))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250)
    await expect(toTop).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 1200))
    await expect(toTop).toBeVisible()
    await toTop.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(toTop).toBeHidden()
  })
})

test.describe('routes', () => {
  test('/blog redirects to /resources?filter=blog', async ({ page }) => {
    await page.goto('/blog')
    await expect(page).toHaveURL(/\/resources\?filter=blog$/)
  })

  test('/careers/abc redirects to /vacancy-details/abc', async ({ page }) => {
    await page.goto('/careers/abc')
    await expect(page).toHaveURL(/\/vacancy-details\/abc$/)
  })

  test('a route of the route table such as /our-team is not the 404 page', async ({ page }) => {
    const response = await page.goto('/our-team')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Our team - Lumora Learning')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByText('Page not found')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: '404' })).toHaveCount(0)
  })
})
