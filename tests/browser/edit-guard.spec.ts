import { expect } from '@playwright/test'
import { test } from './test.ts'
import { submitLogin } from './helpers.ts'

test('edit=true without a session goes to /login and signing in returns there in edit mode', async ({ page }) => {
  await page.goto('/about?edit=true')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()
  const email = page.getByLabel('Email address')
  await expect(email).toHaveAttribute('type', 'email')
  await expect(email).toHaveValue(/^[^@\s]+@[^@\s]+\.[^@\s]+$/)
  await submitLogin(page)
  await expect(page).toHaveURL(/\/about\?edit=true$/)
  await expect(page.getByRole('button', { name: 'Exit Edit Mode' })).toBeVisible()
  await expect(page.locator('main [data-edit-path]').first()).toBeVisible()
})

test('a wrong password shows the error in red above the options row', async ({ page }) => {
  await page.goto('/login')
  const error = page.getByText('Failed to log in. Please check your credentials.', { exact: true })
  await expect(error).toHaveCount(0)
  await submitLogin(page, 'not-the-password')
  await expect(error).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  const [r, g, b] = await error.evaluate((el) => (getComputedStyle(el).color.match(/\d+(\.\d+)?/g) ?? []).map(Number))
  expect(r, 'red channel').toBeGreaterThan(150)
  expect(g, 'green channel').toBeLessThan(90)
  expect(b, 'blue channel').toBeLessThan(90)

  const forgot = page.getByRole('button', { name: 'Forgot password?' })
  const errorBox = await error.boundingBox()
  const forgotBox = await forgot.boundingBox()
  expect(errorBox && forgotBox && errorBox.y + errorBox.height <= forgotBox.y).toBe(true)
  // Directly above: the next element after the message is the options row holding 'Forgot password?'.
  const nextHoldsForgot = await error.evaluate((el) => el.nextElementSibling?.textContent?.includes('Forgot password?') ?? false)
  expect(nextHoldsForgot).toBe(true)
})
