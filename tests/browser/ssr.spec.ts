import { expect } from '@playwright/test'
import { test } from './test.ts'
import { contentRoutes } from '../../page-layouts/routes.ts'
import { enterEditMode, notification, typeInPlace } from './helpers.ts'

const routes = contentRoutes.filter((r) => !r.path.includes(':')).map((r) => r.path)

// Detail pages: for each detail route, the first and the last item of the list routes.ts names.
test.beforeAll(async ({ request }) => {
  for (const route of contentRoutes) {
    if (!route.detail) continue
    const { page, order, list } = route.detail
    const { blocks } = (await (await request.get(`/api/v1/pages/${page}`)).json()) as {
      blocks: { order: number; content: Record<string, { id: string }[]> }[]
    }
    const items = blocks.find((b) => b.order === order)?.content[list] ?? []
    expect(items.length, route.path).toBeGreaterThan(0)
    for (const item of new Set([items[0], items.at(-1)])) if (item) routes.push(route.path.replace(/:\w+/, item.id))
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const lng of ['en', 'ar'])
    test(`every route shows its content, images with their size, and working links (${lng})`, async ({ page }) => {
      for (const path of routes) {
        const res = await page.goto(`${path}?lng=${lng}`)
        expect(res?.status(), path).toBe(200)
        await expect(page.locator('html'), path).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr')
        await expect(page.locator('main h1').first(), path).toBeVisible()
        await expect(page.getByRole('contentinfo'), path).toBeVisible()
        // Nothing is left hidden for script to reveal.
        const hidden = await page
          .locator('main .reveal, footer.reveal')
          .evaluateAll((els) => els.filter((e) => getComputedStyle(e).opacity !== '1').length)
        expect(hidden, path).toBe(0)
        const unsized = await page
          .locator('main img')
          .evaluateAll((imgs) => imgs.filter((i) => !i.getAttribute('width') || !i.getAttribute('height')).length)
        expect(unsized, path).toBe(0)
        expect(await page.locator('header a[href="/contact"]').count(), path).toBeGreaterThan(0)
      }
    })

  test('an unknown page answers 404 with the spec’s text', async ({ page }) => {
    const res = await page.goto('/no-such-page')
    expect(res?.status()).toBe(404)
    await expect(page.getByText('Page not found')).toBeVisible()
  })
})

test.describe('hydration', () => {
  for (const lng of ['en', 'ar'])
    test(`every route hydrates without a mismatch and asks for no page (${lng})`, async ({ page }) => {
      const problems: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'error' || (m.type() === 'warning' && /hydrat/i.test(m.text()))) problems.push(`${m.type()}: ${m.text()}`)
      })
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
      const pageReads: string[] = []
      page.on('request', (r) => {
        if (r.url().includes('/api/v1/pages/')) pageReads.push(r.url())
      })
      for (const path of routes) {
        problems.length = 0
        pageReads.length = 0
        await page.goto(`${path}?lng=${lng}`)
        // Hydrated: a client-side navigation works without a reload.
        await page.waitForFunction(() => !!document.getElementById('root')?.firstElementChild)
        await page.waitForLoadState('networkidle')
        expect(problems, path).toEqual([])
        expect(pageReads, path).toEqual([])
        await expect(page.locator('html'), path).toHaveAttribute('lang', lng)
      }
    })

  test('the site’s code is asked for only after the page’s first contentful paint, and then hydrates it', async ({ page }) => {
    for (const path of ['/', '/solutions/totara-learn']) {
      await page.goto(`${path}?lng=ar`)
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/[^/]+\.js$/.test(new URL(r.name).pathname))
          .map((r) => r.startTime),
      }))
      expect(paint, path).toBeGreaterThan(0)
      expect(scripts.length, path).toBeGreaterThan(0)
      expect(Math.min(...scripts), path).toBeGreaterThanOrEqual(paint ?? Infinity)
      await expect(page.locator('html'), path).toHaveAttribute('data-hydrated', 'true')
    }
  })

  test('the start-up code is preloaded with the entry: no chunk waits for another to run', async ({ page }) => {
    // The entry imports the schemas and the app one task after the site chunk has run (src/main.tsx);
    // the loader preloads them with it, so none is asked for only once another has run.
    await page.goto('/?lng=en')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    // All asked for together, before any of them had arrived.
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((r) => /\/assets\/(index|site|schemas|start|app)-[^/]+\.js$/.test(new URL(r.name).pathname))
        .map((r) => ({ asked: r.startTime, arrived: (r as PerformanceResourceTiming).responseEnd })),
    )
    expect(fetched).toHaveLength(5)
    expect(Math.max(...fetched.map((f) => f.asked))).toBeLessThan(Math.min(...fetched.map((f) => f.arrived)))
  })

  test('a key press before the page has loaded starts its code at once', async ({ page }) => {
    // The hero image never arrives, so the load event never comes: the key press alone starts hydration.
    await page.route('**/media/pages/home-hero.svg', () => undefined)
    const scripts: string[] = []
    page.on('request', (r) => {
      if (/\/assets\/[^/]+\.js$/.test(new URL(r.url()).pathname)) scripts.push(r.url())
    })
    await page.goto('/?lng=en', { waitUntil: 'commit' })
    await page.locator('footer').waitFor({ state: 'attached' })
    // The whole page is there, and still no code is asked for: it waits for the load.
    expect(scripts).toEqual([])
    await page.keyboard.press('Tab')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  })

  test('the language the server chose stays after hydration (cookie, no ?lng)', async ({ page, context }) => {
    await context.addCookies([{ name: 'i18next', value: 'ar', url: 'http://127.0.0.1' }])
    await page.goto('/about')
    await page.waitForLoadState('networkidle')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('main h1').first()).toHaveText('نبني تجارب تعلّم تناسب الناس في منطقة الخليج')
  })

  test('under reduced motion and in print every section is visible', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/about')
    await page.waitForLoadState('networkidle')
    const faded = () => page.locator('.reveal').evaluateAll((els) => els.filter((e) => getComputedStyle(e).opacity !== '1').length)
    expect(await faded()).toBe(0)
    await page.emulateMedia({ reducedMotion: 'no-preference', media: 'print' })
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(await faded()).toBe(0)
  })
})

test('an administrator’s edit is in the HTML a visitor without JavaScript gets next', async ({ page, browser }) => {
  const stamp = `Rendered after an edit ${Date.now().toString(36)}`
  await enterEditMode(page, '/privacy-policy')
  const title = page.locator('main h1').first()
  const original = (await title.textContent()) ?? ''
  const change = async (text: string) => {
    await typeInPlace(title, text)
    await expect(notification(page, 'Changes saved successfully!').last()).toBeVisible()
  }
  await change(stamp)
  const visitor = await browser.newContext({ javaScriptEnabled: false })
  const seen = await visitor.newPage()
  await seen.goto('/privacy-policy?lng=en')
  await expect(seen.locator('main h1').first()).toHaveText(stamp)
  await visitor.close()
  await change(original)
})
