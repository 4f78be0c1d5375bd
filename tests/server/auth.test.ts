import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { ADMIN, bearer, dialects, login, makeEnv, snapshot, startApp, type TestEnv } from './helpers.ts'

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
    expect(unknown.body).toBe(wrong.body)
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

    it('answers 400 for a password under 8 characters', async () => {
      const { access_token } = await login(ctx)
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: bearer(access_token),
        payload: { email: 'short@test.example', password: 'short' },
      })
      expect(res.statusCode).toBe(400)
    })
  })
})

describe.each(dialects)('login rate limit (LOGIN_RATE_LIMIT=3) on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext

  beforeAll(async () => {
    env = await makeEnv(dialect, { LOGIN_RATE_LIMIT: '3' })
    ctx = await startApp(env)
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  const attempt = (email: string, password: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress })

  it('per account: the 4th attempt in a minute on one email is 429 with Retry-After, even from other addresses', async () => {
    for (let i = 1; i <= 3; i++) expect((await attempt(ADMIN.email, 'wrong password', `10.0.0.${i}`)).statusCode).toBe(401)
    // The right password does not get through either.
    const res = await attempt(ADMIN.email, ADMIN.password, '10.0.0.4')
    expect(res.statusCode).toBe(429)
    expect(res.json().error.code).toBe('RATE_LIMITED')
    const retryAfter = Number(res.headers['retry-after'])
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
  })

  it('per address: the 4th attempt in a minute from one address is 429, whatever the email', async () => {
    for (let i = 1; i <= 3; i++) expect((await attempt(`user${i}@test.example`, 'wrong password', '10.1.0.1')).statusCode).toBe(401)
    const res = await attempt('user4@test.example', 'wrong password', '10.1.0.1')
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toMatch(/^\d+$/)
  })

  it('another address with another account is not limited', async () => {
    const res = await attempt('someone-else@test.example', 'wrong password', '10.2.0.1')
    expect(res.statusCode).toBe(401)
  })
})
