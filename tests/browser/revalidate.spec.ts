import { expect, type Page } from '@playwright/test'
import { test } from './test.ts'

interface Read {
  status: number
  ifNoneMatch?: string
  encoding?: string
  bodyBytes: number
}

/**
 * The reads of page `slug` during `run`, as Chromium's network saw them (DevTools protocol): the
 * status on the wire (Playwright reports a revalidated answer as the cached 200), the validator
 * sent, and the body bytes that arrived.
 */
async function pageReads(page: Page, slug: string, run: () => Promise<unknown>): Promise<Read[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const requests = new Map<string, Partial<Read>>()
  const reads: Read[] = []
  cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
    const headers = Object.fromEntries(Object.entries(e.headers).map(([k, v]) => [k.toLowerCase(), String(v)]))
    requests.set(e.requestId, { ...requests.get(e.requestId), ifNoneMatch: headers['if-none-match'] })
  })
  cdp.on('Network.responseReceivedExtraInfo', (e) => {
    const headers = Object.fromEntries(Object.entries(e.headers).map(([k, v]) => [k.toLowerCase(), String(v)]))
    requests.set(e.requestId, { ...requests.get(e.requestId), status: e.statusCode, encoding: headers['content-encoding'] })
  })
  const urls = new Map<string, string>()
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url))
  cdp.on('Network.loadingFinished', (e) => {
    const url = urls.get(e.requestId)
    if (!url || new URL(url).pathname !== `/api/v1/pages/${slug}`) return
    const r = requests.get(e.requestId) ?? {}
    reads.push({ status: r.status ?? 0, ifNoneMatch: r.ifNoneMatch, encoding: r.encoding, bodyBytes: e.encodedDataLength })
  })
  await run()
  await expect.poll(() => reads.length).toBeGreaterThan(0)
  await cdp.detach()
  return reads
}

/**
 * A client-side visit to About: the HTML came from the server, so its page is read by the app.
 * Through the footer's link, not the header's hover dropdown (visitor.spec.ts tests that): under
 * CI's load the dropdown once closed between Playwright finding its link and clicking it.
 */
async function visitAboutInTheApp(page: Page) {
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us', exact: true }).click()
  await expect(page).toHaveURL(/\/about$/)
}

test('page reads revalidate with the ETag: the second visit gets 304 Not Modified, not the page again', async ({ page }) => {
  // Server-rendered pages carry their data; the app reads a page when it navigates to it.
  await page.goto('/privacy-policy')
  const first = await pageReads(page, 'about', () => visitAboutInTheApp(page))
  expect(first[0]).toMatchObject({ status: 200, ifNoneMatch: undefined, encoding: 'br' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/privacy-policy')
  const again = await pageReads(page, 'about', () => visitAboutInTheApp(page))
  expect(again[0]?.ifNoneMatch).toMatch(/^".+"$/)
  expect(again[0]?.status).toBe(304)
  // Only headers crossed the wire; the page still shows, from the browser's copy.
  expect(again[0]?.bodyBytes).toBeLessThan(first[0]!.bodyBytes)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('page reads carry no cache-busting parameter, only the view a visitor’s page reads', async ({ page }) => {
  const urls: string[] = []
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/v1/pages/')) urls.push(req.url())
  })
  await page.goto('/privacy-policy')
  await visitAboutInTheApp(page)
  await expect.poll(() => urls.length).toBeGreaterThan(0)
  // Nothing but the view a list reads (?view=summary): no `_` that makes every read a new address.
  for (const url of urls) expect(['', '?view=summary']).toContain(new URL(url).search)
  expect(urls.some((url) => new URL(url).search === '?view=summary')).toBe(true)
})
