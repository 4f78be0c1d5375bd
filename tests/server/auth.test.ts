import { randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { ADMIN, bearer, dialects, login, makeEnv, snapshot, startApp, type TestEnv } from './helpers.ts'

/** What an access token opens: a write, the enquiries, registering another administrator. Their statuses, in that order. */
async function whatItOpens(ctx: AppContext, access: string): Promise<number[]> {
  const headers = bearer(access)
  const write = await ctx.app.inject({ method: 'POST', url: '/api/v1/pages/home/blocks', headers, payload: { block_type: 'text' } })
  const read = await ctx.app.inject({ method: 'GET', url: '/api/v1/submissions', headers })
  const register = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers,
    payload: { email: `someone-${randomUUID()}@test.example`, password: 'a long enough passphrase' },
  })
  return [write.statusCode, read.statusCode, register.statusCode]
}

describe.each(dialects)('auth API on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext

  beforeAll(async () => {
    // This suite signs in more often than the default limit allows; the limit has its own suite below.
    env = await makeEnv(dialect, { LOGIN_RATE_LIMIT: '1000' })
    ctx = await startApp(env)
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  const loginRes = (payload: object, remoteAddress?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, ...(remoteAddress ? { remoteAddress } : {}) })
  const refresh = (refresh_token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/token/refresh', payload: { refresh_token } })

  it('login answers access_token and refresh_token; the access token opens writes', async () => {
    const res = await loginRes(ADMIN)
    expect(res.statusCode).toBe(200)
    const pair = res.json()
    expect(pair).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String) })
    expect(pair.access_token).not.toBe(pair.refresh_token)
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/pages/home/blocks',
      headers: bearer(pair.access_token),
      payload: { block_type: 'text' },
    })
    expect(write.statusCode).toBe(201)
  })

  it('login ignores the case of the email', async () => {
    const res = await loginRes({ email: ADMIN.email.toUpperCase(), password: ADMIN.password })
    expect(res.statusCode).toBe(200)
  })

  it('wrong password and unknown email give identical 401 bodies', async () => {
    const wrong = await loginRes({ email: ADMIN.email, password: 'not the password' })
    const unknown = await loginRes({ email: 'nobody@test.example', password: 'not the password' })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS')
    // The same answer but for the request id, which differs per request.
    const withoutId = (body: { error: { requestId?: string } }) => ({ ...body.error, requestId: undefined })
    expect(withoutId(unknown.json())).toEqual(withoutId(wrong.json()))
    expect(Object.keys(unknown.json().error).sort()).toEqual(Object.keys(wrong.json().error).sort())
  })

  it('refresh rotates: a new pair, and the old refresh token is then refused', async () => {
    const first = await login(ctx)
    const res = await refresh(first.refresh_token)
    expect(res.statusCode).toBe(200)
    const second = res.json()
    expect(second).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String) })
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(second.access_token).not.toBe(first.access_token)
    const again = await refresh(first.refresh_token)
    expect(again.statusCode).toBe(401)
    expect(again.json().error.code).toBe('INVALID_REFRESH_TOKEN')
  })

  it('presenting a spent refresh token revokes its family: the newest token of that family stops working', async () => {
    const first = await login(ctx)
    const second = (await refresh(first.refresh_token)).json()
    const third = (await refresh(second.refresh_token)).json()
    expect(third.refresh_token).toEqual(expect.any(String))
    expect((await refresh(second.refresh_token)).statusCode).toBe(401) // replay of a spent token
    const newest = await refresh(third.refresh_token)
    expect(newest.statusCode).toBe(401)
    expect(newest.json().error.code).toBe('INVALID_REFRESH_TOKEN')
  })

  it('revoking one family leaves other sessions working', async () => {
    const a = await login(ctx)
    const b = await login(ctx)
    const a2 = (await refresh(a.refresh_token)).json()
    expect((await refresh(a.refresh_token)).statusCode).toBe(401)
    expect((await refresh(a2.refresh_token)).statusCode).toBe(401)
    expect((await refresh(b.refresh_token)).statusCode).toBe(200)
  })

  it('refresh refuses an access token and garbage', async () => {
    const pair = await login(ctx)
    expect((await refresh(pair.access_token)).statusCode).toBe(401)
    expect((await refresh('abc.def.ghi')).statusCode).toBe(401)
  })

  describe('POST /v1/auth/register', () => {
    const user = { email: 'editor@test.example', password: 'another long password' }

    it('answers 401 without an admin access token, and creates nobody', async () => {
      const before = await snapshot(ctx)
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: user })
      expect(res.statusCode).toBe(401)
      expect(res.json().error.code).toBe('UNAUTHORIZED')
      expect(await snapshot(ctx)).toEqual(before)
    })

    it('creates a user who can then log in', async () => {
      const { access_token } = await login(ctx)
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: bearer(access_token), payload: user })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({ id: expect.any(String), email: user.email })
      expect(JSON.stringify(res.json())).not.toContain('scrypt')
      const pair = await login(ctx, user)
      expect(pair.access_token).toEqual(expect.any(String))
      const stored = await ctx.db.db.selectFrom('users').selectAll().where('email', '=', user.email).executeTakeFirstOrThrow()
      expect(stored.password_hash).not.toContain(user.password)
    })

    it('answers 409 EMAIL_TAKEN for an email that exists (in any case), and writes nothing', async () => {
      const { access_token } = await login(ctx)
      const before = await snapshot(ctx)
      for (const email of [user.email, user.email.toUpperCase()]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/register',
          headers: bearer(access_token),
          payload: { email, password: 'yet another password' },
        })
        expect(res.statusCode).toBe(409)
        expect(res.json().error.code).toBe('EMAIL_TAKEN')
      }
      expect(await snapshot(ctx)).toEqual(before)
      expect((await loginRes(user)).statusCode).toBe(200) // the first password still holds
    })

    // NIST SP 800-63B: at least 12 characters, not only whitespace, not a common password.
    it.each([
      'short',
      'password',
      '12345678',
      '        ',
      ' '.repeat(12),
      'elevenchars',
      'passwordpassword',
      'qwertyuiop123',
      '123456789012',
    ])('answers 400 for the password %j, and creates nobody', async (password) => {
      const { access_token } = await login(ctx)
      const before = await snapshot(ctx)
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: bearer(access_token),
        payload: { email: 'weak@test.example', password },
      })
      expect(res.statusCode).toBe(400)
      expect(['BAD_REQUEST', 'WEAK_PASSWORD']).toContain(res.json().error.code)
      expect(await snapshot(ctx)).toEqual(before)
    })

    it('accepts a 12-character password that is not a common one, spaces included', async () => {
      const { access_token } = await login(ctx)
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: bearer(access_token),
        payload: { email: 'twelve@test.example', password: 'tea at 4 pm!' },
      })
      expect(res.statusCode).toBe(201)
    })
  })

  describe('POST /v1/auth/logout', () => {
    it('revokes the refresh family: neither the token nor its successors refresh any more', async () => {
      const first = await login(ctx)
      const second = (await refresh(first.refresh_token)).json()
      const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refresh_token: second.refresh_token } })
      expect(out.statusCode).toBe(204)
      expect(out.body).toBe('')
      expect((await refresh(second.refresh_token)).statusCode).toBe(401)
    })

    it('leaves other sessions working', async () => {
      const mine = await login(ctx)
      const other = await login(ctx)
      await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refresh_token: mine.refresh_token } })
      expect((await refresh(other.refresh_token)).statusCode).toBe(200)
    })

    it('ends the access tokens of that user issued before it: 401 on a write, the enquiries and register; other sessions refresh and go on', async () => {
      const mine = await login(ctx)
      const other = await login(ctx)
      expect(await whatItOpens(ctx, mine.access_token)).toEqual([201, 200, 201])
      await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refresh_token: mine.refresh_token } })
      const before = await snapshot(ctx)
      expect(await whatItOpens(ctx, mine.access_token)).toEqual([401, 401, 401])
      expect(await whatItOpens(ctx, other.access_token)).toEqual([401, 401, 401])
      expect(await snapshot(ctx)).toEqual(before)
      // The other session is still signed in: its refresh token gives it a working access token.
      const renewed = await refresh(other.refresh_token)
      expect(renewed.statusCode).toBe(200)
      expect(await whatItOpens(ctx, renewed.json().access_token)).toEqual([201, 200, 201])
      // Signing in again works at once.
      expect(await whatItOpens(ctx, (await login(ctx)).access_token)).toEqual([201, 200, 201])
    })

    it('answers 204 to a token that is not valid, and revokes nothing', async () => {
      const mine = await login(ctx)
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refresh_token: 'a.b.c' } })
      expect(res.statusCode).toBe(204)
      expect((await refresh(mine.refresh_token)).statusCode).toBe(200)
    })
  })

  describe('POST /v1/auth/logout-everywhere', () => {
    it('ends every token of the user, access and refresh, of every session; signing in again works', async () => {
      const here = await login(ctx)
      const there = await login(ctx)
      const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout-everywhere', headers: bearer(here.access_token) })
      expect(out.statusCode).toBe(204)
      for (const session of [here, there]) {
        expect(await whatItOpens(ctx, session.access_token)).toEqual([401, 401, 401])
        expect((await refresh(session.refresh_token)).statusCode).toBe(401)
      }
      expect(await whatItOpens(ctx, (await login(ctx)).access_token)).toEqual([201, 200, 201])
    })

    it('answers 401 without an access token', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout-everywhere' })
      expect(res.statusCode).toBe(401)
    })
  })
})

describe.each(dialects)('a changed password ends the sessions, on %s', (dialect) => {
  it('an access token issued before ADMIN_PASSWORD changed is refused: 401 on a write, the enquiries and register', async () => {
    const env = await makeEnv(dialect)
    try {
      const first = await startApp(env)
      const before = await login(first)
      await first.app.close()
      env.config.adminPassword = 'a brand new passphrase'
      const changed = await startApp(env)
      try {
        const rows = await snapshot(changed)
        expect(await whatItOpens(changed, before.access_token)).toEqual([401, 401, 401])
        expect(await snapshot(changed)).toEqual(rows)
        const fresh = await login(changed, { email: ADMIN.email, password: 'a brand new passphrase' })
        expect(await whatItOpens(changed, fresh.access_token)).toEqual([201, 200, 201])
      } finally {
        await changed.app.close()
      }
    } finally {
      await env.cleanup()
    }
  })

  it('ADMIN_PASSWORD changed between two starts revokes that user’s refresh tokens; the same one keeps them', async () => {
    const env = await makeEnv(dialect)
    try {
      const first = await startApp(env)
      const before = await login(first)
      await first.app.close()

      const again = await startApp(env)
      const kept = await again.app.inject({
        method: 'POST',
        url: '/api/v1/auth/token/refresh',
        payload: { refresh_token: before.refresh_token },
      })
      expect(kept.statusCode).toBe(200)
      const current = kept.json().refresh_token
      await again.app.close()

      env.config.adminPassword = 'a brand new passphrase'
      const changed = await startApp(env)
      try {
        const refused = await changed.app.inject({ method: 'POST', url: '/api/v1/auth/token/refresh', payload: { refresh_token: current } })
        expect(refused.statusCode).toBe(401)
        expect(refused.json().error.code).toBe('INVALID_REFRESH_TOKEN')
        expect((await login(changed, { email: ADMIN.email, password: 'a brand new passphrase' })).access_token).toEqual(expect.any(String))
      } finally {
        await changed.app.close()
      }
    } finally {
      await env.cleanup()
    }
  })

  it('refuses a common or short ADMIN_PASSWORD at start', async () => {
    const { loadConfig } = await import('../../server/config.ts')
    for (const password of ['password1234', 'short pass'])
      expect(() => loadConfig({ ADMIN_EMAIL: 'a@test.example', ADMIN_PASSWORD: password, DATA_DIR: tmpdir() })).toThrow(/ADMIN_PASSWORD/)
  })
})

describe.each(dialects)('sign-in limits (LOGIN_RATE_LIMIT=3) on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  const waits: number[] = []

  beforeAll(async () => {
    env = await makeEnv(dialect, { LOGIN_RATE_LIMIT: '3' })
    // The account's progressive delay is recorded instead of waited.
    ctx = await startApp(env, {
      sleep: async (ms) => {
        waits.push(ms)
      },
    })
  })
  afterAll(async () => {
    vi.useRealTimers()
    await ctx?.app.close()
    await env?.cleanup()
  })

  const attempt = (email: string, password: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress })

  it('an account under attack is never locked: after 12 wrong passwords from 12 addresses the right one signs in from a new address', async () => {
    waits.length = 0
    for (let i = 1; i <= 12; i++) expect((await attempt(ADMIN.email, 'wrong password', `10.0.0.${i}`)).statusCode).toBe(401)
    const res = await attempt(ADMIN.email, ADMIN.password, '10.0.0.99')
    expect(res.statusCode).toBe(200)
    expect(res.json().access_token).toEqual(expect.any(String))
    // It slowed down instead: no wait for the first five failures, then doubling from 250 ms up to 4 s.
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000, 4000])
  })

  it('a successful sign-in clears the account’s delay', async () => {
    waits.length = 0
    expect((await attempt(ADMIN.email, 'wrong password', '10.0.1.1')).statusCode).toBe(401)
    expect(waits).toEqual([])
  })

  it('per address: the 4th attempt in a minute from one address is 429 with Retry-After, whatever the email', async () => {
    for (let i = 1; i <= 3; i++) expect((await attempt(`user${i}@test.example`, 'wrong password', '10.1.0.1')).statusCode).toBe(401)
    const res = await attempt('user4@test.example', 'wrong password', '10.1.0.1')
    expect(res.statusCode).toBe(429)
    expect(res.json().error.code).toBe('RATE_LIMITED')
    const retryAfter = Number(res.headers['retry-after'])
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
  })

  it('per address and account: 3 failures in a row from one address on one account keep that pair out after the minute; others are not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      for (let i = 1; i <= 3; i++) expect((await attempt(ADMIN.email, 'wrong password', '10.2.0.1')).statusCode).toBe(401)
      vi.setSystemTime(Date.now() + 61_000)
      // The address has its minute back, but not for this account, even with the right password.
      expect((await attempt(ADMIN.email, ADMIN.password, '10.2.0.1')).statusCode).toBe(429)
      expect((await attempt('someone-else@test.example', 'wrong password', '10.2.0.1')).statusCode).toBe(401)
      expect((await attempt(ADMIN.email, ADMIN.password, '10.2.0.2')).statusCode).toBe(200)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a flood of fresh e-mails from one address is refused after the limit and leaves no per-account state', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 50; i++) statuses.push((await attempt(`fresh${i}@test.example`, 'wrong password', '10.3.0.1')).statusCode)
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401])
    expect(new Set(statuses.slice(3))).toEqual(new Set([429]))
  })
})

describe.each(dialects)('TRUST_PROXY on %s', (dialect) => {
  const run = async (trustProxy: string | undefined) => {
    const env = await makeEnv(dialect, { LOGIN_RATE_LIMIT: '2', ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) })
    const ctx = await startApp(env)
    try {
      const attempt = (forwardedFor: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: 'visitor@test.example', password: 'wrong password' },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
        })
      const first = [(await attempt('203.0.113.1')).statusCode, (await attempt('203.0.113.1')).statusCode]
      return { first, sameVisitor: (await attempt('203.0.113.1')).statusCode, otherVisitor: (await attempt('203.0.113.2')).statusCode }
    } finally {
      await ctx.app.close()
      await env.cleanup()
    }
  }

  it('is off by default: X-Forwarded-For is ignored, every request counts for the proxy’s address', async () => {
    expect(await run(undefined)).toEqual({ first: [401, 401], sameVisitor: 429, otherVisitor: 429 })
  })

  it('when set, each visitor behind the proxy has its own limit', async () => {
    expect(await run('true')).toEqual({ first: [401, 401], sameVisitor: 429, otherVisitor: 401 })
  })

  it('takes the proxies’ addresses too; a hop count, which cannot tell the proxy from a client, is refused at start', async () => {
    expect(await run('127.0.0.1')).toEqual({ first: [401, 401], sameVisitor: 429, otherVisitor: 401 })
    const { loadConfig } = await import('../../server/config.ts')
    expect(() => loadConfig({ TRUST_PROXY: '1', DATA_DIR: tmpdir() })).toThrow(/TRUST_PROXY/)
  })
})
