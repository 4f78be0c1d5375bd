import { expect } from '@playwright/test'
import { test } from './test.ts'

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: '404', exact: true })).toBeVisible()
  await expect(main.getByText('Page not found', { exact: true })).toBeVisible()
  await expect(
    main.getByText("The page you're looking for cannot be found. It may have been moved or no longer exists.", { exact: true }),
  ).toBeVisible()
  const home = main.getByRole('link', { name: 'Go to homepage' })
  await expect(home).toHaveAttribute('href', '/')
  await home.click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
})

test('the 404 document has HTTP status 404 and a known page 200', async ({ page }) => {
  const missing = await page.goto('/no-such-page')
  expect(missing?.status()).toBe(404)
  const about = await page.goto('/about')
  expect(about?.status()).toBe(200)
})

test('the 404 page has the brand alone as its title', async ({ page }) => {
  await page.goto('/about')
  await expect(page).toHaveTitle('About - Lumora Learning')
  // Client-side navigation from a titled page: the title must be replaced, not kept.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no-such-page')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByRole('heading', { name: '404', exact: true })).toBeVisible()
  await expect(page).toHaveTitle('Lumora Learning')
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: '404', exact: true })).toBeVisible()
  await expect(page).toHaveTitle('Lumora Learning')
})
