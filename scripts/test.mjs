#!/usr/bin/env node
// Runs every test: vitest (server on each database, unit, component) and, when Chromium is
// found, the Playwright browser tests and the size budgets of every route (scripts/size.ts).
// Names every skipped test. Under CI, a skipped test — the PostgreSQL suites without
// DATABASE_URL, the browser suite without Chromium — is a failure.
// Ends with 'N passed, N failed, N skipped'.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'
import { CHROMIUM_PATH as chromium } from './chromium.mjs'

const tmp = '.tmp'
const ci = !!process.env.CI
mkdirSync(tmp, { recursive: true })
let passed = 0
let failed = 0
const skipped = []
const failures = []
const problems = []

// The last lines of a CI log are often all that is kept: they name each failure.
function firstLine(messages) {
  const text = (messages ?? []).find(Boolean) ?? ''
  return stripVTControlCharacters(text).trim().split('\n').slice(0, 3).join(' ').slice(0, 300)
}

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return r.status ?? 1
}

// Vitest
if (!/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? ''))
  (ci ? problems : skipped).push(
    ci
      ? 'DATABASE_URL names no PostgreSQL database: the PostgreSQL suites would be skipped.'
      : 'the PostgreSQL runs of the server suites (no DATABASE_URL)',
  )
rmSync(`${tmp}/vitest.json`, { force: true })
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${tmp}/vitest.json`])
if (existsSync(`${tmp}/vitest.json`)) {
  const report = JSON.parse(readFileSync(`${tmp}/vitest.json`, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
  for (const file of report.testResults)
    for (const t of file.assertionResults)
      if (['skipped', 'pending', 'todo'].includes(t.status)) skipped.push(`${file.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}`)
      else if (t.status === 'failed')
        failures.push(`${file.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}\n      ${firstLine(t.failureMessages)}`)
  if (vitestStatus !== 0 && report.numFailedTests === 0) problems.push('vitest failed before reporting its tests.')
} else if (vitestStatus !== 0) problems.push('vitest failed before reporting its tests.')

// Playwright
if (existsSync(chromium)) {
  rmSync(`${tmp}/playwright.json`, { force: true })
  const status = run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${tmp}/playwright.json` })
  if (existsSync(`${tmp}/playwright.json`)) {
    const report = JSON.parse(readFileSync(`${tmp}/playwright.json`, 'utf8'))
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    const walk = (suite, path) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests ?? []) {
          if (t.status === 'skipped') skipped.push(`${spec.file} › ${[...path, spec.title].join(' › ')}`)
          else if (t.status === 'unexpected')
            failures.push(
              `${spec.file} › ${[...path, spec.title].join(' › ')}\n      ${firstLine(t.results?.map((r) => r.error?.message))}`,
            )
        }
      for (const child of suite.suites ?? []) walk(child, [...path, child.title])
    }
    for (const suite of report.suites ?? []) walk(suite, [])
    if (status !== 0 && report.stats.unexpected === 0) problems.push('Playwright failed before reporting its tests.')
  } else if (status !== 0) problems.push('Playwright failed before reporting its tests.')
} else if (ci) {
  problems.push(`Chromium not found at ${chromium}: browser tests are required in CI.`)
} else {
  skipped.push(`the browser suite (Chromium not found at ${chromium}; install the chromium package to run it)`)
}

// Budgets (scripts/budgets.ts): every route's first visit, in both languages, by `npm run size`.
if (existsSync(chromium)) {
  rmSync(`${tmp}/size-report.json`, { force: true })
  const status = run('npx', ['tsx', 'scripts/size.ts'])
  if (existsSync(`${tmp}/size-report.json`)) {
    const { checks } = JSON.parse(readFileSync(`${tmp}/size-report.json`, 'utf8'))
    for (const check of checks) {
      if (check.ok) passed++
      else {
        failed++
        failures.push(`scripts/size.ts › ${check.name}\n      ${check.problems.join('; ')}`)
      }
    }
    if (status !== 0 && checks.every((c) => c.ok)) problems.push('npm run size failed after its checks passed.')
  } else problems.push('npm run size failed before it measured anything.')
} else skipped.push(`the size budgets (Chromium not found at ${chromium})`)

if (skipped.length) {
  console.log(`\nSkipped (${skipped.length}):`)
  for (const name of skipped) console.log(`  - ${name}`)
  if (ci) problems.push(`${skipped.length} skipped under CI, where every suite must run.`)
}
if (failures.length) {
  console.log(`\nFailed (${failures.length}):`)
  for (const name of failures) console.log(`  - ${name}`)
}
for (const p of problems) console.error(p)
console.log(`${passed} passed, ${failed} failed, ${skipped.length} skipped`)
process.exit(failed > 0 || problems.length ? 1 : 0)
