#!/usr/bin/env node
// npm run size: builds the site, serves it on a temporary database, loads / and /about in
// Chromium as a visitor, and prints the gzipped JavaScript each first load downloads. Fails if
// any editor module is in it, or if a load is over the 150 KB budget.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs'

const BUDGET_KB = 150
const PORT = 8450
// Its own output folder, so measuring never disturbs a served dist/.
const OUT = '.tmp/size-dist'
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', OUT, '--emptyOutDir'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)
const modules = JSON.parse(readFileSync(join(OUT, '.vite/chunk-modules.json'), 'utf8'))

const dataDir = mkdtempSync(join(tmpdir(), 'size-'))
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SITE_DIR: OUT },
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
  for (const path of ['/', '/about']) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const scripts = new Set()
    page.on('response', (res) => {
      const url = new URL(res.url())
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1))
    })
    await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'networkidle' })
    let total = 0
    const rows = []
    for (const file of [...scripts].sort()) {
      const local = join(OUT, file)
      if (!existsSync(local)) continue
      const gz = gzipSync(readFileSync(local)).length
      total += gz
      const editor = (modules[file] ?? []).filter((m) => m.includes('src/engine/editor/'))
      if (editor.length) {
        failed = true
        console.error(`  ✗ ${file} holds editor modules: ${editor.join(', ')}`)
      }
      rows.push(`    ${(gz / 1024).toFixed(1).padStart(6)} KB  ${file}`)
    }
    console.log(`${path}: ${(total / 1024).toFixed(1)} KB gzipped JavaScript in ${rows.length} files (budget ${BUDGET_KB} KB)`)
    console.log(rows.join('\n'))
    if (total / 1024 > BUDGET_KB) {
      failed = true
      console.error(`  ✗ over budget`)
    }
    await context.close()
  }
  await browser.close()
} finally {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {}
  rmSync(dataDir, { recursive: true, force: true })
}
if (failed) process.exit(1)
console.log('No editor module in a visitor load.')
