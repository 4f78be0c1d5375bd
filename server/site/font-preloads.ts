import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { SiteLanguage } from '../../schemas/ssr-contract.ts'

/**
 * The faces a page's first paint needs, per language: body text, and headings and buttons
 * (semibold; bold is drawn with it too). Arabic is the core cut of Noto Sans Arabic
 * (src/styles/base.css). Arabic text needs Noto Sans Arabic's Latin subset as
 * well: it holds the space, the digits and the Latin product names. Found only at the first
 * layout, it arrived after the first paint and the text rewrapped when it swapped in (a layout
 * shift of 0.024 on Arabic home).
 */
const FACES: Record<SiteLanguage, RegExp[]> = {
  en: [/^inter-latin-400-normal-[\w-]+\.woff2$/, /^inter-latin-600-normal-[\w-]+\.woff2$/],
  ar: [
    /^noto-sans-arabic-core-400-[\w-]+\.woff2$/,
    /^noto-sans-arabic-core-600-[\w-]+\.woff2$/,
    /^noto-sans-arabic-latin-400-normal-[\w-]+\.woff2$/,
    /^noto-sans-arabic-latin-600-normal-[\w-]+\.woff2$/,
  ],
}

/** <link rel=preload> for the self-hosted fonts of each language, found among the built assets. */
export function fontPreloads(siteDir: string): Record<SiteLanguage, string> {
  const dir = join(siteDir, 'assets')
  const files = existsSync(dir) ? readdirSync(dir) : []
  const links = (lng: SiteLanguage) =>
    FACES[lng]
      .map((face) => files.find((f) => face.test(f)))
      .filter((f): f is string => !!f)
      .map((f) => `<link rel="preload" as="font" type="font/woff2" href="/assets/${f}" crossorigin>`)
      .join('\n    ')
  return { en: links('en'), ar: links('ar') }
}
