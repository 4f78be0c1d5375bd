import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { closedByDefault } from '../../server/http/closed-by-default.ts'
import { firstBlock } from './fixtures.ts'
import { dialects, makeEnv, snapshot, startApp, type TestEnv } from './helpers.ts'

interface Operation {
  security?: unknown[]
}

/**
 * The routes anyone may call: page reads, uploaded files, the docs, health, the three sign-in
 * calls, a set-password link's two (its token is the credential), and what the site's visitors
 * send and read: enquiries, newsletter sign-ups, run-time config.
 */
const PUBLIC = [
  'GET /api/v1/pages/{slug}',
  'GET /api/data/uploads/{name}',
  'GET /api/docs',
  'GET /api/health',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/token/refresh',
  'POST /api/v1/auth/logout',
  'GET /api/v1/auth/password-links/{token}',
  'POST /api/v1/auth/password-links/{token}',
  'POST /api/v1/submissions',
  'POST /api/v1/newsletter',
  'GET /api/v1/config',
  'GET /api/v1/previews/links/{token}',
]

describe.each(dialects)('routes are closed by default, read from the OpenAPI document, on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  let routes: { method: string; path: string; open: boolean }[]
  let blockId: string

  beforeAll(async () => {
    env = await makeEnv(dialect)
    ctx = await startApp(env)
    blockId = (await firstBlock(ctx, 'footer')).id
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, Record<string, Operation>> }
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        open: Array.isArray(op.security) && op.security.length === 0,
      })),
    )
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  it('the routes declared public are exactly the expected ones; every other one asks for a bearer token', () => {
    expect(routes.length).toBeGreaterThan(PUBLIC.length)
    expect(
      routes
        .filter((r) => r.open)
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    ).toEqual([...PUBLIC].sort())
  })

  it('every route that is not public refuses an anonymous call with 401 and changes nothing', async () => {
    const closed = routes.filter((r) => !r.open)
    expect(closed.map((r) => r.method)).toContain('POST')
    const before = await snapshot(ctx)
    for (const r of closed) {
      const url = r.path.replace('{slug}', 'about').replace('{id}', blockId).replace('{name}', 'x.png')
      const res = await ctx.app.inject({ method: r.method as 'POST', url, payload: {} })
      expect(res.statusCode, `${r.method} ${url}`).toBe(401)
      expect(res.json().error.code).toBe('UNAUTHORIZED')
    }
    expect(await snapshot(ctx)).toEqual(before)
  })
})

describe('closedByDefault', () => {
  it('protects a route that says nothing, and opens only one declared public', async () => {
    const app = Fastify()
    app.addHook(
      'onRoute',
      closedByDefault(async (_req, reply) => {
        await reply.status(401).send({ error: { code: 'UNAUTHORIZED', message: 'no' } })
      }),
    )
    app.post('/forgot-to-protect', async () => ({ ok: true }))
    app.post('/declared-public', { config: { public: true } }, async () => ({ ok: true }))
    expect((await app.inject({ method: 'POST', url: '/forgot-to-protect' })).statusCode).toBe(401)
    expect((await app.inject({ method: 'POST', url: '/declared-public' })).statusCode).toBe(200)
    await app.close()
  })
})
