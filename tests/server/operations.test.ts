import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { firstBlock } from './fixtures.ts'
import { ADMIN, bearer, dialects, login, logSink, makeEnv, startApp, type TestEnv } from './helpers.ts'

describe.each(dialects)('visible failures on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  const sink = logSink()

  beforeAll(async () => {
    env = await makeEnv(dialect, { LOG_LEVEL: 'info' })
    ctx = await startApp(env, { logStream: sink.stream })
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  it('logs are on at info by default; LOG_LEVEL changes that', () => {
    expect(loadConfig({ DATA_DIR: env.dataDir }).logLevel).toBe('info')
    expect(loadConfig({ DATA_DIR: env.dataDir, LOG_LEVEL: 'warn' }).logLevel).toBe('warn')
    expect(() => loadConfig({ DATA_DIR: env.dataDir, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
  })

  it('every error answer carries the request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/no-such-page' })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.requestId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('a 5xx is logged as JSON with the request id its answer carries, and the answer says nothing of the cause', async () => {
    const block = await firstBlock(ctx, 'footer')
    const auth = bearer((await login(ctx)).access_token)
    // A fault the code does not expect: the revisions table is gone.
    await ctx.db.db.schema.dropTable('block_revisions').execute()
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/pages/blocks/${block.id}`,
      headers: auth,
      payload: { type: 'footer', content: block.content, version: block.version },
    })
    expect(res.statusCode).toBe(500)
    const { error } = res.json()
    expect(error).toMatchObject({ code: 'INTERNAL', message: 'Something went wrong on our side.' })
    expect(res.body).not.toMatch(/block_revisions|SQL|stack/i)
    const line = sink.lines.find((l) => l.reqId === error.requestId)
    expect(line).toMatchObject({ level: 50, msg: 'server error', status: 500, code: 'INTERNAL' })
    expect(JSON.stringify(line?.err)).toMatch(/block_revisions/)
  })

  it('a refused sign-in is logged with its request id and address, never the password', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: ADMIN.email, password: 'a wrong password' },
      remoteAddress: '192.0.2.7',
    })
    expect(res.statusCode).toBe(401)
    const line = sink.lines.find((l) => l.reqId === res.json().error.requestId)
    expect(line).toMatchObject({ level: 40, msg: 'sign-in refused', ip: '192.0.2.7', reason: 'wrong password' })
    expect(JSON.stringify(sink.lines)).not.toContain('a wrong password')
  })

  it('does not log ordinary requests', async () => {
    const before = sink.lines.length
    for (let i = 0; i < 5; i++) await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/header' })
    expect(sink.lines.length).toBe(before)
  })

  it('GET /api/health reports the database and LISTEN state', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: 'reachable', listen: dialect === 'postgres' ? 'listening' : 'not used' })
    expect(res.headers['cache-control']).toBe('no-store')
  })
})
