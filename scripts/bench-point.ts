import type { Locator } from '@playwright/test'

/**
 * Where to click `target`, found before a measured window: the benches click at that point and
 * wait by CSS selector, because a Playwright role or label locator walks the whole page on its main
 * thread (on a page of 1,000 cards, most of what would be counted), the bench's work, not the product's.
 */
export async function pointOf(target: Locator): Promise<{ x: number; y: number }> {
  // To the middle of the screen: scrolled only 'into view', a card low on the page stopped under
  // the sticky header and block bar, which then took the click.
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' }))
  const box = await target.boundingBox()
  if (!box) throw new Error('the element to click is not on screen')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}
