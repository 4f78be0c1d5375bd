#!/usr/bin/env node
// Runs every test: vitest (server on each database, unit, component) and, when Chromium is
// found, the Playwright browser tests (required when CI is set). Ends with 'N passed, N failed'.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { CHROMIUM_PATH as chromium } from './chromium.mjs'

const tmp = '.tmp'
mkdirSync(tmp, { recursive: true })
let passed = 0
let failed = 0
let broken = false

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return r.status ?? 1
}

// Vitest
rmSync(`${tmp}/vitest.json`, { force: true })
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${tmp}/vitest.json`])
if (existsSync(`${tmp}/vitest.json`)) {
  const report = JSON.parse(readFileSync(`${tmp}/vitest.json`, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
  if (vitestStatus !== 0 && report.numFailedTests === 0) broken = true
} else if (vitestStatus !== 0) broken = true

// Playwright
if (existsSync(chromium)) {
  rmSync(`${tmp}/playwright.json`, { force: true })
  const status = run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${tmp}/playwright.json` })
  if (existsSync(`${tmp}/playwright.json`)) {
    const stats = JSON.parse(readFileSync(`${tmp}/playwright.json`, 'utf8')).stats
    passed += stats.expected + stats.flaky
    failed += stats.unexpected
    if (status !== 0 && stats.unexpected === 0) broken = true
  } else if (status !== 0) broken = true
} else if (process.env.CI) {
  console.error(`Chromium not found at ${chromium}: browser tests are required in CI.`)
  broken = true
} else {
  console.warn(`Chromium not found at ${chromium}: browser tests skipped (install the chromium package to run them).`)
}

if (broken) console.error('A test runner failed before reporting its tests.')
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 || broken ? 1 : 0)
