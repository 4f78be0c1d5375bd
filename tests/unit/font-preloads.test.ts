import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { fontPreloads } from '../../server/site/font-preloads.ts'

const site = mkdtempSync(join(tmpdir(), 'fonts-'))
afterAll(() => rmSync(site, { recursive: true, force: true }))

// Some of the faces the build writes (Fontsource's names with Vite's hashes).
const BUILT = [
  'inter-latin-400-normal-C38fXH4l.woff2',
  'inter-latin-600-normal-LgqL8muc.woff2',
  'inter-latin-ext-400-normal-AbC12345.woff2',
  'noto-sans-arabic-arabic-400-normal-AAMxebZb.woff2',
  'noto-sans-arabic-arabic-600-normal-JPxwL-XU.woff2',
  'noto-sans-arabic-core-400-Dk3vQ1aB.woff2',
  'noto-sans-arabic-core-600-x_Yz9-Qa.woff2',
  'noto-sans-arabic-latin-400-normal-CjsIS08k.woff2',
  'noto-sans-arabic-latin-600-normal-BUFr-ZM9.woff2',
  'noto-sans-arabic-symbols-600-normal-BLWpRi3R.woff2',
]
mkdirSync(join(site, 'assets'))
for (const file of BUILT) writeFileSync(join(site, 'assets', file), '')

const hrefs = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin>/g)].map((m) => m[1])

it('preloads what an English first paint draws with: Inter regular and semibold', () => {
  expect(hrefs(fontPreloads(site).en)).toEqual([
    '/assets/inter-latin-400-normal-C38fXH4l.woff2',
    '/assets/inter-latin-600-normal-LgqL8muc.woff2',
  ])
})

it('preloads the core cut of Noto Sans Arabic, regular and semibold, with its Latin subset (spaces, digits, product names)', () => {
  expect(hrefs(fontPreloads(site).ar)).toEqual([
    '/assets/noto-sans-arabic-core-400-Dk3vQ1aB.woff2',
    '/assets/noto-sans-arabic-core-600-x_Yz9-Qa.woff2',
    '/assets/noto-sans-arabic-latin-400-normal-CjsIS08k.woff2',
    '/assets/noto-sans-arabic-latin-600-normal-BUFr-ZM9.woff2',
  ])
})
