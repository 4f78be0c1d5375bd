import type { Browser, Page } from '@playwright/test'

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { url?: string; requestId?: string } }
}

/**
 * Main-thread work (Chrome's top-level tasks on the page's renderer thread, in ms) after the
 * first answer to a request whose address matches `answer` began to arrive: what a page costs
 * once its data is here, apart from what the change of page cost before. The trace
 * records top-level tasks and network events only, which costs the page little.
 */
export async function workAfterAnswer(browser: Browser, page: Page, answer: RegExp, action: () => Promise<void>) {
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] })
  await action()
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const sent = new Set(
    events.filter((e) => e.name === 'ResourceSendRequest' && answer.test(e.args?.data?.url ?? '')).map((e) => e.args?.data?.requestId),
  )
  const arrived = events
    .filter((e) => e.name === 'ResourceReceiveResponse' && sent.has(e.args?.data?.requestId))
    .sort((a, b) => a.ts - b.ts)[0]
  const tasks = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.name === 'ThreadControllerImpl::RunTask' && e.dur)
  if (!arrived) return NaN
  return tasks.filter((e) => e.ts >= arrived.ts).reduce((n, e) => n + (e.dur ?? 0), 0) / 1000
}

/**
 * Resolves once an element matching `selector` is in the document. A MutationObserver, not
 * Playwright's wait, which polls at every animation frame: Chrome would draw frames for the
 * bench's own sake, and count them as the page's work.
 */
export const waitForElement = (page: Page, selector: string) =>
  page.evaluate(
    (sel) =>
      new Promise<void>((resolve) => {
        if (document.querySelector(sel)) return resolve()
        const seen = new MutationObserver(() => {
          if (!document.querySelector(sel)) return
          seen.disconnect()
          resolve()
        })
        seen.observe(document, { childList: true, subtree: true })
      }),
    selector,
  )

/**
 * Starts watching the children of the first element matching `selector`, and hands back a wait
 * that resolves once they change (a list drawn again): call it before the action that changes
 * them. Like waitForElement, without polling.
 */
export async function watchChange(page: Page, selector: string): Promise<() => Promise<void>> {
  // Kept on the page, not returned: Playwright would wait for a returned promise right away.
  await page.evaluate((sel) => {
    const w = window as unknown as { benchChanged?: Promise<void> }
    w.benchChanged = new Promise<void>((resolve) => {
      const target = document.querySelector(sel)
      if (!target) return resolve()
      const seen = new MutationObserver(() => {
        seen.disconnect()
        resolve()
      })
      seen.observe(target, { childList: true, subtree: true })
    })
  }, selector)
  return () => page.evaluate(() => (window as unknown as { benchChanged?: Promise<void> }).benchChanged)
}
