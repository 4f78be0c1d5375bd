import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    // Server files each start an app on their own database: two at a time suits the 2 cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
          // Tests that type into a whole form in jsdom take 1–5 s, and over 5 s (vitest's default)
          // when the 2 shared cores are busy: how long they take is not what they test.
          testTimeout: 20_000,
          typecheck: { enabled: true, include: ['tests/**/*.test-d.ts'] },
        },
      },
    ],
  },
})
