#!/usr/bin/env node
// The product as a visitor gets it — `npm start` — on a fresh temporary database, for browser tests.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { E2E_ADMIN } from './e2e-admin.mjs'

const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'))
// Same process group as this script: Playwright stops the whole group when the tests end.
const child = spawn('npm', ['start'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '8400',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOGIN_RATE_LIMIT: '1000',
    SUBMISSION_RATE_LIMIT: '1000',
    // The forms send to the e-mail service too; the browser tests answer for it (page.route).
    EMAILJS_SERVICE_ID: 'service_e2e',
    EMAILJS_TEMPLATE_ID: 'template_e2e',
    EMAILJS_PUBLIC_KEY: 'public_e2e',
  },
})
const stop = () => child.kill('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
