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
  /** The worst run's TBT: the median may hide one run over the goal. */
  tbtMaxMs?: number
  /** Audits below a full score outside performance, to say what keeps a category from 100. */
  failing: string[]
}

/** Lighthouse's own advice: one run varies, the median of several does not so much. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
/** A run Lighthouse itself gave up on (NO_NAVSTART and the like: its trace was incomplete) is run again, this many times. */
const RETRIES = 2

type Flags = Parameters<typeof lighthouse>[1]

async function onceMeasured(url: string, flags: Flags, path: string, lng: string): Promise<LighthouseRow> {
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, flags)
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { categories, audits, runtimeError } = result.lhr
    if (runtimeError && attempt < RETRIES) continue
    if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code}`)
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
      (categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => `${id}:${ref.id}`),
    )
    return {
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
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

/**
 * Each page in each language RUNS times, each run in a browser of its own (nothing cached, no
 * state left by the run before), twice: named by `?lng=`, and as a visitor arrives — no `?lng`,
 * the language from the browser's own (Accept-Language and navigator.language). Each score and
 * metric is the median of the runs; `failing` lists what any run failed.
 */
export async function runLighthouse(origin: string, paths: string[], languages = ['en', 'ar']): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = []
  for (const path of paths)
    for (const lng of languages)
      for (const arrives of [false, true]) {
        const url = arrives ? `${origin}${path}` : `${origin}${path}${path.includes('?') ? '&' : '?'}lng=${lng}`
        const runs: LighthouseRow[] = []
        for (let run = 0; run < RUNS; run++) {
          const chrome = await chromeLauncher.launch({
            chromePath: CHROMIUM_PATH,
            chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, `--lang=${lng}`, `--accept-lang=${lng}`],
          })
          try {
            const flags: Flags = {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            }
            runs.push(await onceMeasured(url, flags, path, lng))
          } finally {
            await chrome.kill()
          }
        }
        const of = (key: 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'cls' | 'tbtMs') =>
          median(runs.map((r) => r[key]))
        rows.push({
          page: arrives ? path : `${path}?lng=${lng}`,
          lng,
          performance: of('performance'),
          accessibility: of('accessibility'),
          bestPractices: of('bestPractices'),
          seo: of('seo'),
          lcpMs: of('lcpMs'),
          cls: of('cls'),
          tbtMs: of('tbtMs'),
          tbtMaxMs: Math.max(...runs.map((r) => r.tbtMs)),
          failing: [...new Set(runs.flatMap((r) => r.failing))],
        })
      }
  return rows
}

/** issue 23's goals for a phone's first load: each row meets all of them or says which it misses. */
export const LIGHTHOUSE_GOALS = { performance: 95, tbtMs: 100, lcpMs: 2000, cls: 0.02, others: 100 }

export function missedGoals(r: LighthouseRow): string[] {
  const g = LIGHTHOUSE_GOALS
  return [
    r.performance < g.performance && `perf ${r.performance} < ${g.performance}`,
    r.tbtMs > g.tbtMs && `TBT ${r.tbtMs} > ${g.tbtMs} ms`,
    r.lcpMs > g.lcpMs && `LCP ${r.lcpMs} > ${g.lcpMs} ms`,
    r.cls > g.cls && `CLS ${r.cls} > ${g.cls}`,
    (r.accessibility < g.others || r.bestPractices < g.others || r.seo < g.others) && 'a category under 100',
  ].filter((m): m is string => !!m)
}

export function printLighthouse(rows: LighthouseRow[]) {
  console.log(`\nLighthouse (mobile, simulated throttling; median of ${RUNS} runs, a fresh browser each)`)
  console.log('page (no ?lng: as a visitor arrives)   lng  perf  a11y  bp   seo   LCP ms  CLS    TBT ms (worst run)  goals')
  for (const r of rows) {
    const missed = missedGoals(r)
    console.log(
      `${r.page.padEnd(39)}${r.lng.padEnd(5)}${String(r.performance).padEnd(6)}${String(r.accessibility).padEnd(6)}${String(r.bestPractices).padEnd(5)}${String(r.seo).padEnd(6)}${String(r.lcpMs).padEnd(8)}${String(r.cls).padEnd(7)}${`${r.tbtMs} (${r.tbtMaxMs ?? r.tbtMs})`.padEnd(20)}${missed.length ? `✗ ${missed.join(', ')}` : '✓'}`,
    )
  }
  const failing = [...new Set(rows.flatMap((r) => r.failing))]
  if (failing.length) console.log(`Below 100 because of: ${failing.join(', ')}`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin = 'http://127.0.0.1:8000', ...paths] = process.argv.slice(2)
  printLighthouse(await runLighthouse(origin, paths.length ? paths : ['/', '/about', '/privacy-policy']))
}
