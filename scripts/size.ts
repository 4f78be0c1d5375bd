// npm run size: the first visit of every route of the route table, in English and in Arabic, as a
// phone gets it from the running server, checked against the budgets of scripts/budgets.ts.
//
// It builds the site (SIZE_SKIP_BUILD=1 reuses the last build), serves it with the product's own
// server on a temporary database, and for each route opens a fresh Chromium context (a 390 px
// phone; the language from the browser, as a visitor arrives: no ?lng), waits until the page has
// hydrated, scrolls through the whole page one screen at a time waiting for the network to be
// quiet at each stop (what loads near the viewport loads), and counts what arrived as Chromium
// asks for it (br): the JavaScript's encoded bodies and their response headers, and the
// document's encoded body. The same build and server send the same bytes, so the check never
// flakes. It also counts the document's elements once
// scrolled through (Lighthouse's DOM-size measure) and fails on any editor module in a visitor's
// load. Writes .tmp/size-report.json (one check per route and language) for `npm test`.
//
// SIZE_PATHS (comma-separated) measures only those paths; SIZE_PORT (8450) the server's port.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs'
import { BUDGETS, htmlBudgetKb } from './budgets.ts'
import { budgetPaths } from './budget-paths.ts'

const PORT = Number(process.env.SIZE_PORT ?? 8450)
const OUT = '.tmp/size-dist'
const LANGUAGES = [
  { lng: 'en', locale: 'en-US' },
  { lng: 'ar', locale: 'ar-SA' },
] as const

// The site and its server renderer, as `npm run build` makes them, in a folder of their own so
// measuring never disturbs a served dist/: visitors get server-rendered pages, then hydration.
if (!process.env.SIZE_SKIP_BUILD)
  for (const args of [
    ['--outDir', OUT, '--emptyOutDir'],
    ['--ssr', 'src/entry-server.tsx', '--outDir', join(OUT, 'server')],
  ]) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], { stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
const modules = JSON.parse(readFileSync(join(OUT, '.vite/chunk-modules.json'), 'utf8')) as Record<string, string[]>

interface Arrival {
  file: string
  kind: 'js' | 'html' | 'other'
  body: number
  headers: number
}
interface Visit {
  path: string
  lng: string
  js: number
  jsHeaders: number
  jsFiles: string[]
  html: number
  all: number
  elements: number
  depth: number
  width: number
}

async function visit(browser: Browser, path: string, locale: string): Promise<Visit & { lng: string }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale })
  const page = await context.newPage()
  const requests: Promise<Arrival | undefined>[] = []
  let closing = false
  let pending = 0
  let quietSince = Date.now()
  page.on('request', () => pending++)
  const settled = () => {
    pending--
    quietSince = Date.now()
  }
  page.on('requestfailed', settled)
  page.on('requestfinished', (request) => {
    settled()
    requests.push(
      (async (): Promise<Arrival | undefined> => {
        const response = await request.response()
        if (!response) return undefined
        const sizes = await request.sizes()
        const url = new URL(request.url())
        const kind = url.pathname.endsWith('.js') ? 'js' : request.resourceType() === 'document' ? 'html' : 'other'
        return { file: url.pathname.slice(1) || 'index.html', kind, body: sizes.responseBodySize, headers: sizes.responseHeadersSize }
      })().catch((error: unknown) => {
        // A request still finishing as the visit ends: counted if it can be, never a crash.
        if (closing) return undefined
        throw error
      }),
    )
  })
  const quiet = async (ms: number) => {
    while (pending > 0 || Date.now() - quietSince < ms) await new Promise((r) => setTimeout(r, 25))
  }
  await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'load', timeout: 180_000 })
  // A wait, not a measure: a busy machine may take long to hydrate, and that must not fail the check.
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')), null, {
    timeout: 180_000,
  })
  await quiet(500)
  // One screen at a time to the bottom: what loads as it nears the viewport is part of the visit.
  for (let stop = 1; stop < 100; stop++) {
    const more = await page.evaluate((y) => {
      window.scrollTo(0, y)
      return y < document.documentElement.scrollHeight - window.innerHeight
    }, stop * 844)
    await quiet(300)
    if (!more) break
  }
  await quiet(500)
  // A string, not a function: tsx's keepNames would hand the page a helper it does not have.
  const dom = (await page.evaluate(`(() => {
    let depth = 0, width = 0
    const walk = (node, d) => {
      depth = Math.max(depth, d)
      width = Math.max(width, node.children.length)
      for (const child of node.children) walk(child, d + 1)
    }
    walk(document.body, 1)
    return { elements: document.body.querySelectorAll('*').length, depth, width }
  })()`)) as { elements: number; depth: number; width: number }
  // What arrived is counted; anything that finishes later is not part of the visit.
  page.removeAllListeners('requestfinished')
  closing = true
  const arrivals = (await Promise.all(requests)).filter((a): a is Arrival => !!a)
  await context.close()
  const js = arrivals.filter((a) => a.kind === 'js')
  const sum = (list: Arrival[], key: 'body' | 'headers') => list.reduce((n, a) => n + a[key], 0)
  return {
    path,
    lng: locale.slice(0, 2),
    js: sum(js, 'body'),
    jsHeaders: sum(js, 'headers'),
    jsFiles: js.map((a) => a.file).sort(),
    html: sum(
      arrivals.filter((a) => a.kind === 'html'),
      'body',
    ),
    all: sum(arrivals, 'body') + sum(arrivals, 'headers'),
    ...dom,
  }
}

/** The editor's own code and the rich-text editor it brings (Tiptap on ProseMirror): edit mode only. */
const isEditorModule = (m: string) =>
  /src\/engine\/editor\/|node_modules\/(@tiptap|prosemirror-|orderedmap|rope-sequence|w3c-keyname|linkifyjs)/.test(m)
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const dataDir = mkdtempSync(join(tmpdir(), 'size-'))
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SITE_DIR: OUT, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
  detached: true,
})
// However this script ends (a crash included), the server it started goes with it: a server left
// on the port would answer the next run with an old build.
process.on('exit', () => {
  try {
    process.kill(-server.pid!, 'SIGTERM')
  } catch {}
})
const checks: { name: string; ok: boolean; problems: string[] }[] = []
try {
  let up = false
  for (let i = 0; i < 400 && !up; i++) {
    try {
      up = (await fetch(`http://127.0.0.1:${PORT}/api/v1/pages/header`)).ok
    } catch {}
    if (!up) await new Promise((r) => setTimeout(r, 150))
  }
  if (!up) throw new Error(`the server did not answer on port ${PORT}`)
  const paths = process.env.SIZE_PATHS?.split(',') ?? (await budgetPaths(`http://127.0.0.1:${PORT}`))
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  console.log(`${'route'.padEnd(44)} lng  JS KB (files: bodies + headers)   HTML KB   elements depth width`)
  for (const path of paths)
    for (const { locale } of LANGUAGES) {
      const v = await visit(browser, path, locale)
      const problems: string[] = []
      const editor = v.jsFiles.flatMap((f) => (modules[f] ?? []).filter(isEditorModule).map((m) => `${f}: ${m}`))
      if (editor.length) problems.push(`editor modules in a visitor's load: ${editor.join(', ')}`)
      if (v.js + v.jsHeaders > BUDGETS.jsKb * 1024) problems.push(`${kb(v.js + v.jsHeaders)} KB of JavaScript, over ${BUDGETS.jsKb} KB`)
      const htmlKb = htmlBudgetKb(path)
      if (v.html > htmlKb * 1024) problems.push(`${kb(v.html)} KB of HTML, over ${htmlKb} KB`)
      if (v.elements > BUDGETS.domElements) problems.push(`${v.elements} elements, over ${BUDGETS.domElements}`)
      if (v.depth > BUDGETS.domDepth) problems.push(`DOM depth ${v.depth}, over ${BUDGETS.domDepth}`)
      if (v.width > BUDGETS.domWidth) problems.push(`an element with ${v.width} children, over ${BUDGETS.domWidth}`)
      checks.push({ name: `first visit of ${path} (${v.lng})`, ok: problems.length === 0, problems })
      console.log(
        `${path.slice(0, 44).padEnd(44)} ${v.lng}  ${kb(v.js + v.jsHeaders).padStart(6)} (${String(v.jsFiles.length).padStart(2)}: ${kb(v.js).padStart(5)} + ${kb(v.jsHeaders).padStart(4)})` +
          `   ${kb(v.html).padStart(7)}   ${String(v.elements).padStart(8)} ${String(v.depth).padStart(5)} ${String(v.width).padStart(5)}` +
          (problems.length ? `   ✗ ${problems.join('; ')}` : ''),
      )
      if (process.env.SIZE_LIST) console.log(v.jsFiles.map((f) => `    ${f}`).join('\n'))
    }
  await browser.close()
} finally {
  try {
    process.kill(-server.pid!, 'SIGTERM')
  } catch {}
  rmSync(dataDir, { recursive: true, force: true })
}
mkdirSync('.tmp', { recursive: true })
writeFileSync('.tmp/size-report.json', JSON.stringify({ checks }, null, 1))
const failed = checks.filter((c) => !c.ok)
console.log(
  `\nBudgets, as Chromium asks (br): JavaScript ≤ ${BUDGETS.jsKb} KB (bodies and headers) and no editor module on every first visit; ` +
    `HTML ≤ ${BUDGETS.htmlKb} KB of body (home ≤ ${htmlBudgetKb('/')} KB); ≤ ${BUDGETS.domElements} elements, depth ≤ ${BUDGETS.domDepth}, ` +
    `≤ ${BUDGETS.domWidth} children.`,
)
console.log(`${checks.length - failed.length} passed, ${failed.length} failed`)
if (failed.length) process.exit(1)
