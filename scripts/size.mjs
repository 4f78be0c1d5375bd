#!/usr/bin/env node
// npm run size: builds the site, serves it with `npm run serve` on a temporary database, loads
// /, /about and a solution page (or SIZE_PATHS, comma-separated) in Chromium as a first-time
// visitor until the page has hydrated and the network is quiet, and prints the bytes that
// crossed the wire (encoded bodies as the browser received them, plus response headers): once as
// Chromium asks by default (br), once gzip only, once uncompressed. Fails if an editor module is
// in a visitor's load, or if the JavaScript of / or /about over the wire (as Chromium asks) is
// over 150 KB.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs'

const BUDGET_KB = 150
const PORT = Number(process.env.SIZE_PORT ?? 8450)
const PATHS = (process.env.SIZE_PATHS ?? '/,/about,/solutions/totara-learn').split(',')
/** The pages the budget holds for; the others are measured and reported. */
const BUDGET_PATHS = ['/', '/about']
/** What the browser asks for: Chromium's own header, then gzip alone, then nothing compressed. */
const ENCODINGS = [
  { name: 'chromium (br)', header: undefined },
  { name: 'gzip only', header: 'gzip' },
  { name: 'uncompressed', header: 'identity' },
]
// Its own output folder, so measuring never disturbs a served dist/.
const OUT = '.tmp/size-dist'
if (!process.env.SIZE_SKIP_BUILD) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', OUT, '--emptyOutDir'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const modules = JSON.parse(readFileSync(join(OUT, '.vite/chunk-modules.json'), 'utf8'))

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`

/** One first visit: every response of the load, with the bytes that arrived for it. */
async function visit(browser, path, acceptEncoding) {
  const context = await browser.newContext(acceptEncoding ? { extraHTTPHeaders: { 'accept-encoding': acceptEncoding } } : {})
  const page = await context.newPage()
  const responses = []
  page.on('requestfinished', (request) => responses.push(request))
  let pending = 0
  let quietSince = Date.now()
  page.on('request', () => pending++)
  const settled = () => {
    pending--
    quietSince = Date.now()
  }
  page.on('requestfinished', settled)
  page.on('requestfailed', settled)
  await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'networkidle' })
  // The page asks for its blocks' code only once the site's script has run, which on a busy
  // machine can come after the network was quiet for the 500 ms 'networkidle' waits: so wait
  // until React has hydrated the page, then until nothing has been asked for 500 ms.
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')))
  while (pending > 0 || Date.now() - quietSince < 500) await new Promise((r) => setTimeout(r, 50))
  const rows = []
  for (const request of responses) {
    const response = await request.response()
    if (!response) continue
    const sizes = await request.sizes()
    const url = new URL(request.url())
    rows.push({
      file: url.pathname.slice(1) || 'index.html',
      js: url.pathname.endsWith('.js'),
      body: sizes.responseBodySize,
      wire: sizes.responseBodySize + sizes.responseHeadersSize,
      encoding: (await response.allHeaders())['content-encoding'] ?? 'identity',
    })
  }
  await context.close()
  return rows
}

const dataDir = mkdtempSync(join(tmpdir(), 'size-'))
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SITE_DIR: OUT, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
  detached: true,
})
let failed = false
try {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/v1/pages/header`)).ok) break
    } catch {}
    await new Promise((r) => setTimeout(r, 150))
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const summary = []
  for (const path of PATHS) {
    for (const [i, encoding] of ENCODINGS.entries()) {
      const rows = await visit(browser, path, encoding.header)
      const js = rows.filter((r) => r.js)
      const jsWire = js.reduce((n, r) => n + r.wire, 0)
      const allWire = rows.reduce((n, r) => n + r.wire, 0)
      summary.push({ path, encoding: encoding.name, jsWire, jsFiles: js.length, allWire, all: rows.length })
      if (i > 0) continue
      console.log(`${path}, as Chromium asks (Accept-Encoding: gzip, deflate, br, zstd):`)
      for (const r of js.sort((a, b) => a.file.localeCompare(b.file))) {
        console.log(`  ${kb(r.wire)}  ${r.encoding.padEnd(8)} ${r.file}`)
        const editor = (modules[r.file] ?? []).filter((m) => m.includes('src/engine/editor/'))
        if (editor.length) {
          failed = true
          console.error(`  ✗ ${r.file} holds editor modules: ${editor.join(', ')}`)
        }
      }
      if (BUDGET_PATHS.includes(path) && jsWire / 1024 > BUDGET_KB) {
        failed = true
        console.error(`  ✗ ${path}: ${kb(jsWire)} of JavaScript over the wire is over the ${BUDGET_KB} KB budget`)
      }
    }
  }
  await browser.close()
  console.log('\nBytes over the wire on a first visit (bodies as received + response headers):')
  console.log(`${'page'.padEnd(8)} ${'browser asks'.padEnd(14)} ${'JavaScript'.padStart(10)}  ${'everything'.padStart(10)}`)
  for (const s of summary)
    console.log(`${s.path.padEnd(8)} ${s.encoding.padEnd(14)} ${kb(s.jsWire)} (${s.jsFiles})  ${kb(s.allWire)} (${s.all} responses)`)
  console.log(`Budget: ${BUDGET_KB} KB of JavaScript per first load of ${BUDGET_PATHS.join(' and ')}, as Chromium asks.`)
} finally {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {}
  rmSync(dataDir, { recursive: true, force: true })
}
if (failed) process.exit(1)
console.log('No editor module in a visitor load.')
