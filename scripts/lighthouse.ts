// Lighthouse (mobile, simulated throttling, the machine's Chromium) on pages of a running site,
// in English and Arabic: the four category scores and LCP, CLS and TBT. Used by `npm run bench`;
// on its own: `npx tsx scripts/lighthouse.ts http://127.0.0.1:8000 / /about`.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs'

export interface LighthouseRow {
  page: string
  lng: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  cls: number
  tbtMs: number
  /** Audits below a full score outside performance, to say what keeps a category from 100. */
  failing: string[]
}

export async function runLighthouse(origin: string, paths: string[], languages = ['en', 'ar']): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
  const rows: LighthouseRow[] = []
  try {
    for (const path of paths)
      for (const lng of languages) {
        const url = `${origin}${path}${path.includes('?') ? '&' : '?'}lng=${lng}`
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
        const { categories, audits } = result.lhr
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
        const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
          (categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${id}:${ref.id}`),
        )
        rows.push({
          page: path,
          lng,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          failing,
        })
      }
  } finally {
    await chrome.kill()
  }
  return rows
}

export function printLighthouse(rows: LighthouseRow[]) {
  console.log('\nLighthouse (mobile, simulated throttling)')
  console.log('page                          lng  perf  a11y  bp   seo   LCP ms  CLS    TBT ms')
  for (const r of rows)
    console.log(
      `${r.page.padEnd(30)}${r.lng.padEnd(5)}${String(r.performance).padEnd(6)}${String(r.accessibility).padEnd(6)}${String(r.bestPractices).padEnd(5)}${String(r.seo).padEnd(6)}${String(r.lcpMs).padEnd(8)}${String(r.cls).padEnd(7)}${r.tbtMs}`,
    )
  const failing = [...new Set(rows.flatMap((r) => r.failing))]
  if (failing.length) console.log(`Below 100 because of: ${failing.join(', ')}`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin = 'http://127.0.0.1:8000', ...paths] = process.argv.slice(2)
  printLighthouse(await runLighthouse(origin, paths.length ? paths : ['/', '/about', '/privacy-policy']))
}
