import { expect, type Locator } from '@playwright/test'
import { test } from './test.ts'

/*
 * The site's one stylesheet runs base.css, the shared sheets, the widgets', then the blocks'
 * (src/styles/block-styles.ts): a block's rule refines a shared or a widget's rule of the same
 * weight. Built the other way round (the blocks' styles first), each of these rules lost silently.
 */

/** A custom property of the page's root, as a colour the browser computes. */
async function rootColour(element: Locator, property: string): Promise<string> {
  return element.evaluate((el, name) => {
    const probe = document.createElement('span')
    probe.style.color = `var(${name})`
    el.append(probe)
    const colour = getComputedStyle(probe).color
    probe.remove()
    return colour
  }, property)
}

test("a block's rule beats base.css's of the same weight: the home hero's video button is dark teal, not the ghost button's inherited ink", async ({
  page,
}) => {
  await page.goto('/?lng=en')
  const button = page.locator('.hero__video-button').first()
  const colour = await button.evaluate((el) => getComputedStyle(el).color)
  expect(colour).toBe(await rootColour(button, '--color-primary-dark'))
  expect(colour).not.toBe(await rootColour(button, '--color-ink'))
})

test("a block's rule beats a widget's of the same weight: the resources page's titles keep their room above the cards", async ({
  page,
}) => {
  await page.goto('/resources?lng=en')
  const title = page.locator('.posts__featured-title')
  // posts.css's margin, not section-head.css's `margin: 0`.
  expect(await title.evaluate((el) => parseFloat(getComputedStyle(el).marginBlockEnd))).toBeGreaterThanOrEqual(20)
  // posts.css's `padding-block-end: 0`, not base.css's .section padding.
  expect(await page.locator('.posts--featured').evaluate((el) => getComputedStyle(el).paddingBlockEnd)).toBe('0px')
})
