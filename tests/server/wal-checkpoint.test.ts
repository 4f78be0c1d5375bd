import { readFileSync } from 'node:fs'
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
