/**
 * The README's picture: home in English at 1280 px beside home in Arabic on a 390 px phone,
 * from a running site (`SHOT_URL`, default http://127.0.0.1:8000), written to docs/screenshot.jpg.
 */
import { chromium } from '@playwright/test'

const base = process.env.SHOT_URL ?? 'http://127.0.0.1:8000'
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
async function shot(path: string, width: number, height: number, locale: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width, height }, locale, deviceScaleFactor: 1 })
  const page = await context.newPage()
  await page.goto(base + path, { waitUntil: 'networkidle' })
  await page.waitForTimeout(600) // the header's fade-in
  const png = await page.screenshot()
  await context.close()
  return png.toString('base64')
}
const desktop = await shot('/?lng=en', 1280, 800, 'en-US')
const phone = await shot('/?lng=ar', 390, 800, 'ar-SA')
const page = await browser.newPage({ viewport: { width: 1720, height: 840 } })
await page.setContent(
  `<body style="margin:0;background:#e9eef2;display:flex;gap:20px;padding:20px">
     <img src="data:image/png;base64,${desktop}" width="1280" height="800">
     <img src="data:image/png;base64,${phone}" width="390" height="800">
   </body>`,
)
await page.screenshot({ path: 'docs/screenshot.jpg', type: 'jpeg', quality: 80 })
await browser.close()
console.log('docs/screenshot.jpg written')
