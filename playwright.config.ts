import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs'

const PORT = Number(process.env.E2E_PORT ?? 8400)

export default defineConfig({
  testDir: 'tests/browser',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // The tests share one server and database and some of them edit content.
  workers: 1,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: 'node tests/browser/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/v1/pages/header`,
    timeout: 240_000,
    reuseExistingServer: false,
    // npm 11 runs scripts in their own process group, which a group SIGKILL would orphan (and the
    // run would hang on their open pipes): SIGTERM first, which npm passes down to the server.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { E2E_PORT: String(PORT) },
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
