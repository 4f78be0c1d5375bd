import { expect, type Locator, type Page } from '@playwright/test'
import { test } from './test.ts'
import i18next from 'i18next'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { solutionPages } from '../../server/seed/pages/solutions.ts'
import { isolateFormatter } from '../../src/i18n/isolate.ts'
import { Ltr } from '../../src/widgets/ltr.tsx'

interface Box {
  left: number
  right: number
  top: number
}

/**
 * Mixed-direction text as Chromium lays it out: where each piece is, in page pixels (`first`:
 * only its first character). A string that reads left to right has increasing lefts; Arabic,
 * decreasing. Pieces are looked up in order, each after the previous one.
 */
async function boxes(element: Locator, pieces: string[], first = true): Promise<Box[]> {
  return element.evaluate(
    (el, [wanted, firstOnly]) => {
      const nodes: Text[] = []
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text)
      let from = 0
      let joined = ''
      const starts = nodes.map((n) => ((joined += n.data), joined.length - n.data.length))
      return wanted.map((piece) => {
        const at = joined.indexOf(piece, from)
        if (at < 0) throw new Error(`"${piece}" not found in "${joined}"`)
        from = at + piece.length
        const i = starts.findLastIndex((s) => s <= at)
        const end = firstOnly ? at + 1 : at + piece.length
        const j = starts.findLastIndex((s) => s < end)
        const range = document.createRange()
        range.setStart(nodes[i]!, at - starts[i]!)
        range.setEnd(nodes[j]!, end - starts[j]!)
        const { left, right, top } = range.getBoundingClientRect()
        return { left, right, top }
      })
    },
    [pieces, first] as const,
  )
}

const lefts = async (element: Locator, pieces: string[]) => (await boxes(element, pieces)).map((b) => b.left)

const increasing = (xs: number[]) => xs.every((x, i) => i === 0 || x > xs[i - 1]!)
const decreasing = (xs: number[]) => xs.every((x, i) => i === 0 || x < xs[i - 1]!)

const PHONE = '+966 11 555 0142'
const PHONE_GROUPS = ['+966', '11', '555', '0142']
const ID = '2024-awards'

/** The product's i18next set-up for the probe sentences the page issues will add. */
async function probeTranslations() {
  const i18n = i18next.createInstance()
  await i18n.use(isolateFormatter).init({
    lng: 'ar',
    interpolation: { escapeValue: false },
    resources: {
      ar: {
        translation: {
          call: 'اتصلوا بنا على {{phone, isolate}} في أي وقت.',
          taken: 'المعرّف «{{id, isolate}}» مستخدم، يُرجى اختيار عنوان آخر.',
          callBare: 'اتصلوا بنا على {{phone}} في أي وقت.',
          takenBare: 'المعرّف «{{id}}» مستخدم، يُرجى اختيار عنوان آخر.',
        },
      },
    },
  })
  return i18n
}

async function probePage(page: Page) {
  const i18n = await probeTranslations()
  const phoneInBdi = renderToStaticMarkup(createElement(Ltr, { nowrap: true, children: PHONE }))
  const latinFirst = solutionPages['solutions-totara-learn']![0]!.content.title as { ar: string }
  await page.setContent(`<!doctype html><html dir="rtl" lang="ar"><body style="font: 18px sans-serif; width: 360px; margin: 16px">
    <p id="bdi">اتصلوا بنا على ${phoneInBdi} في أي وقت.</p>
    <p id="phone">${i18n.t('call', { phone: PHONE })}</p>
    <p id="id">${i18n.t('taken', { id: ID })}</p>
    <h1 id="latin" style="font-size: 28px">${latinFirst.ar}</h1>
    <hr><p id="phone-bare">${i18n.t('callBare', { phone: PHONE })}</p>
    <p id="id-bare">${i18n.t('takenBare', { id: ID })}</p>
    <h1 id="latin-auto" dir="auto" style="font-size: 28px">${latinFirst.ar}</h1>
  </body></html>`)
}

test.describe('mixed-direction probe strings read correctly in Arabic', () => {
  test('a Saudi phone number in a sentence, through <Ltr> and through the isolate formatter', async ({ page }, testInfo) => {
    await probePage(page)
    for (const id of ['#bdi', '#phone']) {
      const el = page.locator(id)
      // The number reads left to right: +966 11 555 0142, never 0142 555 11 966+ …
      expect(increasing(await lefts(el, PHONE_GROUPS)), id).toBe(true)
      // … and sits where the sentence puts it: after «على», so to its left in Arabic.
      const [before, number, after] = await lefts(el, ['على', '+966', 'في'])
      expect(number! < before! && after! < number!, id).toBe(true)
    }
    // Without isolation the same sentence flips the groups: the test can tell.
    expect(increasing(await lefts(page.locator('#phone-bare'), PHONE_GROUPS))).toBe(false)
    await testInfo.attach('bidi-probes-ar.png', { body: await page.screenshot(), contentType: 'image/png' })
  })

  test('an id such as "2024-awards" inside a validation message', async ({ page }) => {
    await probePage(page)
    expect(increasing(await lefts(page.locator('#id'), ['2024', '-', 'awards']))).toBe(true)
    const [label, id, rest] = await lefts(page.locator('#id'), ['المعرّف', '2024', 'مستخدم'])
    expect(id! < label! && rest! < id!).toBe(true)
    // Unisolated it shows as "awards-2024".
    expect(increasing(await lefts(page.locator('#id-bare'), ['2024', '-', 'awards']))).toBe(false)
  })

  test('a Latin product name at the start of a line stays at its start (the right)', async ({ page }) => {
    await probePage(page)
    const h1 = page.locator('#latin')
    // "Totara Learn" reads left to right, and the Arabic after the colon continues to its left.
    expect(increasing(await lefts(h1, ['Totara', 'Learn']))).toBe(true)
    const [totara, colon, arabic] = await lefts(h1, ['Totara', ':', 'نظام'])
    expect(decreasing([totara!, colon!, arabic!])).toBe(true)
    // The first line starts with the name, at the right edge of the heading.
    const [name] = await boxes(h1, ['Totara Learn'], false)
    const lines = await h1.evaluate((el) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      return [...range.getClientRects()].map(({ top, right }) => ({ top, right }))
    })
    const firstTop = Math.min(...lines.map((l) => l.top))
    expect(Math.abs(name!.top - firstTop)).toBeLessThanOrEqual(2)
    expect(Math.abs(name!.right - Math.max(...lines.map((l) => l.right)))).toBeLessThanOrEqual(2)
    // With dir="auto" the Latin name would turn the heading left to right: the test can tell.
    const [autoTotara, autoArabic] = await lefts(page.locator('#latin-auto'), ['Totara', 'نظام'])
    expect(autoTotara! < autoArabic!).toBe(true)
  })
})

test.describe('mixed-direction strings on the built site in Arabic', () => {
  test('the footer phone number and the Totara Learn title at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/solutions/totara-learn?lng=ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const h1 = page.locator('main h1')
    await expect(h1).toContainText('Totara Learn:')
    const [totara, arabic] = await lefts(h1, ['Totara', 'نظام'])
    expect(totara! > arabic!).toBe(true)
    const phone = page.locator('footer a[href^="tel:"]')
    await expect(phone).toHaveText(PHONE)
    expect(increasing(await lefts(phone, PHONE_GROUPS))).toBe(true)
  })

  test('the product isolates an interpolated value: the privacy policy date', async ({ page }) => {
    await page.goto('/privacy-policy?lng=ar')
    await expect(page.locator('main')).toContainText('آخر تحديث: \u20681 نوفمبر 2026\u2069')
  })

  test('the contact form’s phone hint reads right to left (‘مثال:’ first), a typed number left to right', async ({ page }) => {
    await page.goto('/contact?lng=ar')
    const phone = page.getByRole('textbox', { name: 'رقم الهاتف' })
    await expect(phone).toHaveAttribute('placeholder', /^مثال: /)
    // Chromium sets every phone field left to right, its hint too, which put the colon before the word.
    await expect(phone).toHaveCSS('direction', 'rtl')
    await phone.fill('+966 50')
    await expect(phone).toHaveCSS('direction', 'ltr')
  })

  test('the new-password hint lists its symbols in order, on one line', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/login/create-new-password?lng=ar')
    const symbols = page.locator('.login-field__hint bdi')
    await expect(symbols).toHaveText('(! @ # $ % ^ *)')
    expect(increasing(await lefts(symbols, ['(', '!', '@', '#', '$', '%', '^', '*', ')']))).toBe(true)
    const box = (await symbols.boundingBox())!
    expect(box.height).toBeLessThan(40)
  })
})
