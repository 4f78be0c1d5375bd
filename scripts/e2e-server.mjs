#!/usr/bin/env node
// The product as a visitor gets it — `npm start` — on a fresh temporary database, for browser tests.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'))
// Its own process group, so stopping it also stops the server npm started.
const child = spawn('npm', ['start'], {
  stdio: 'inherit',
  detached: true,
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '8400',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: 'admin@e2e.example',
    ADMIN_PASSWORD: 'e2e-password-123',
    LOGIN_RATE_LIMIT: '1000',
  },
})
const stop = () => {
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {}
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
