import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { chooseProfile } from '../../server/profile/choose-profile.ts'
import { dialects, makeEnv, startApp, type TestEnv } from './helpers.ts'

const HOUR_MS = 3600_000
const signIn = (ctx: AppContext, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'visitor@test.example', password: 'wrong password' },
    remoteAddress,
  })
const subscribe = (ctx: AppContext, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email: 'reader@example.com' }, remoteAddress })

// The storage profile (server/profile) is what differs between the two databases: chosen once
// from the dialect, everything else is the same code for both.
describe('the SQLite profile: one process owns the file', () => {
  let env: TestEnv
  let ctx: AppContext
  beforeAll(async () => {
    env = await makeEnv('sqlite', { LOGIN_RATE_LIMIT: '3' })
    ctx = await startApp(env)
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  it('keeps pages without a version check, announces writes to itself only, and sweeps every unfinished upload at start, once', () => {
    const profile = chooseProfile(ctx.db, () => undefined)
    expect(profile.pageVersions).toBeUndefined()
    expect(ctx.cache.checksVersions).toBe(false)
    expect(ctx.changes.state).toBe('not used')
    expect(profile.uploadSweep).toEqual({ olderThanMs: 0 })
  })

  it('counts sign-in attempts in its memory: a second profile starts from nothing, and closing opens nothing to end', async () => {
    const first = await chooseProfile(ctx.db, () => undefined).loginLimiter(3)
    const second = chooseProfile(ctx.db, () => undefined)
    for (let i = 0; i < 3; i++) expect(await first.admitAddress('10.9.0.1')).toBe(0)
    expect(await first.admitAddress('10.9.0.1')).toBeGreaterThan(0)
    expect(await (await second.loginLimiter(3)).admitAddress('10.9.0.1')).toBe(0)
    await expect(second.close()).resolves.toBeUndefined()
  })
})

describe.skipIf(!dialects.includes('postgres'))('the PostgreSQL profile: two apps on one database', () => {
  let env: TestEnv
  let a: AppContext
  let b: AppContext
  beforeAll(async () => {
    env = await makeEnv('postgres', { LOGIN_RATE_LIMIT: '3', SUBMISSION_RATE_LIMIT: '1' })
    a = await startApp(env)
    b = await startApp(env)
  })
  afterAll(async () => {
    await a?.app.close()
    await b?.app.close()
    await env?.cleanup()
  })

  it('checks kept pages against the database, and sweeps only uploads untouched for an hour, hourly', async () => {
    const profile = chooseProfile(a.db, () => undefined)
    try {
      expect(a.cache.checksVersions).toBe(true)
      const { version } = await a.db.db.selectFrom('pages').select('version').where('slug', '=', 'home').executeTakeFirstOrThrow()
      expect(await profile.pageVersions?.('home')).toBe(Number(version))
      expect(profile.uploadSweep).toEqual({ olderThanMs: HOUR_MS, everyMs: HOUR_MS })
    } finally {
      await profile.close()
    }
  })

  it('shares the sign-in limit: three attempts from one address through A, the fourth through B is 429', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(a, '10.8.0.1')).statusCode).toBe(401)
    const refused = await signIn(b, '10.8.0.1')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.code).toBe('RATE_LIMITED')
    expect((await signIn(b, '10.8.0.2')).statusCode).toBe(401)
  })

  it('shares the forms’ limit: SUBMISSION_RATE_LIMIT=1 spent through A, the next message through B is 429', async () => {
    expect((await subscribe(a, '10.8.1.1')).statusCode).toBe(201)
    const refused = await subscribe(b, '10.8.1.1')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.code).toBe('RATE_LIMITED')
  })

  it('closing both apps leaves no connection to the database open (pages, change feed, limiters)', async () => {
    await a.app.close()
    await b.app.close()
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    try {
      const name = new URL(env.databaseUrl as string).pathname.slice(1)
      // A backend leaves pg_stat_activity a moment after its client hung up: asked again for a while.
      const open = async () =>
        (await client.query("SELECT state || ': ' || query AS q FROM pg_stat_activity WHERE datname = $1", [name])).rows.map((r) => r.q)
      let left = await open()
      for (let i = 0; i < 40 && left.length; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        left = await open()
      }
      expect(left).toEqual([])
    } finally {
      await client.end()
    }
  })
})
