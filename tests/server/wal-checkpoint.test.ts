import { existsSync, readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { firstBlock } from './fixtures.ts'
import { bearer, login, makeEnv, startApp, type TestEnv } from './helpers.ts'

describe('SQLite: committed writes reach the database file without any request doing the copy', () => {
  let env: TestEnv
  let ctx: AppContext

  beforeAll(async () => {
    env = await makeEnv('sqlite')
    ctx = await startApp(env)
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  it('a saved text is copied from the WAL into the database file while the server keeps running', async () => {
    const auth = bearer((await login(ctx)).access_token)
    const before = await firstBlock(ctx, 'privacy-policy')
    const marker = `Checkpointed text ${Date.now().toString(36)}`
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/pages/blocks/${before.id}`,
      headers: auth,
      payload: { type: before.block_type, version: before.version, content: { ...before.content, title: { en: marker, ar: 'نص' } } },
    })
    expect(res.statusCode).toBe(200)
    // One small write is far from SQLite's own threshold (1,000 pages of WAL): only the checkpointer copies it now.
    await vi.waitFor(() => expect(readFileSync(env.config.sqliteFile).includes(marker)).toBe(true), { timeout: 10_000, interval: 100 })
    const page = await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/privacy-policy' })
    expect(page.body).toContain(marker)
  })
})

describe('SQLite: a closed server leaves its data folder to whoever removes it', () => {
  it('once close resolves, every connection is shut: the WAL files are gone and the folder can be removed', async () => {
    const env = await makeEnv('sqlite')
    try {
      const ctx = await startApp(env)
      const auth = bearer((await login(ctx)).access_token)
      const before = await firstBlock(ctx, 'privacy-policy')
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/pages/blocks/${before.id}`,
        headers: auth,
        payload: {
          type: before.block_type,
          version: before.version,
          content: { ...before.content, title: { en: 'Closing', ar: 'إغلاق' } },
        },
      })
      expect(res.statusCode).toBe(200)
      await ctx.app.close()
      // SQLite deletes the WAL when its last connection closes: a thread still holding one would
      // write into the folder while a test or an operator removes it (ENOTEMPTY).
      expect(existsSync(`${env.config.sqliteFile}-wal`)).toBe(false)
      expect(existsSync(`${env.config.sqliteFile}-shm`)).toBe(false)
      expect(readFileSync(env.config.sqliteFile).includes('Closing')).toBe(true)
    } finally {
      await env.cleanup()
    }
  })
})
