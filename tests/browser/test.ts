import { test as base, type Page } from '@playwright/test'

/**
 * `page` whose goto and reload wait after each load until the site's page answers input
 * (`<html data-hydrated>`, set in src/main.tsx). For pages a test opens itself (a second
 * editor's); the `page` fixture below is one already.
 */
export function waitingForHydration(page: Page, javaScriptEnabled = true): Page {
  const settle = async () => {
    if (!javaScriptEnabled) return
    await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true')
  }
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (options?.waitUntil !== 'commit') await settle()
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    if (options?.waitUntil !== 'commit') await settle()
    return response
  }
  return page
}

/**
 * Playwright's `test`, whose page waits after each load until the site's page answers input.
 * A click or a typed value before hydration goes nowhere, which under a busy machine made tests
 * fail at random. Documents that are not the site's pages (files, JSON) and pages without
 * JavaScript are not waited for.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(waitingForHydration(page, javaScriptEnabled))
  },
})
