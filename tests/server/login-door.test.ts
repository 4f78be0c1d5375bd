import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { RefusedAddresses } from '../../server/auth/refused-addresses.ts'
import { dialects, logSink, makeEnv, rawRequest, startApp, type TestEnv } from './helpers.ts'

describe('RefusedAddresses: what the login door remembers of the limiter’s refusals', () => {
  it('knows an address for as long as its wait, in whole seconds, and forgets it after', () => {
    let now = 1_000_000
    const refused = new RefusedAddresses(() => now)
    refused.refuse('203.0.113.7', 42)
    expect(refused.waitFor('203.0.113.7')).toBe(42)
    expect(refused.waitFor('203.0.113.8')).toBe(0)
    now += 41_500
    expect(refused.waitFor('203.0.113.7')).toBe(1)
    now += 500
    expect(refused.waitFor('203.0.113.7')).toBe(0)
  })

  it('keeps at most 10,000 addresses: a flood of fresh ones forgets the oldest, never grows', () => {
    const refused = new RefusedAddresses(() => 0)
    for (let i = 0; i < 10_050; i++) refused.refuse(`a${i}`, 60)
    expect(refused.waitFor('a0')).toBe(0)
    expect(refused.waitFor('a49')).toBe(0)
    expect(refused.waitFor('a50')).toBe(60)
    expect(refused.waitFor('a10049')).toBe(60)
  })
})

describe.each(dialects)('the login door on %s: a refused address’s next attempts are answered before the framework', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  let origin = ''
  const sink = logSink()

  beforeAll(async () => {
    env = await makeEnv(dialect, { LOGIN_RATE_LIMIT: '2', LOG_LEVEL: 'info', TRUST_PROXY: 'true' })
    ctx = await startApp(env, { logStream: sink.stream })
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    origin = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`
  })
  afterAll(async () => {
    vi.restoreAllMocks()
    await ctx?.app.close()
    await env?.cleanup()
  })

  const attempt = (visitor: string, path = '/api/v1/auth/login') =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
      body: JSON.stringify({ email: 'visitor@test.example', password: 'wrong password' }),
    })
  const answer = async (res: Response) => ({
    status: res.status,
    headers: Object.fromEntries([...res.headers].filter(([name]) => name !== 'date')),
    body: (await res.json()) as { error: { code: string; message: string; requestId: string } },
  })

  it('answers exactly as the route does: the same 429, headers and JSON error, with its own request id in the answer and the log', async () => {
    const door = vi.spyOn(RefusedAddresses.prototype, 'waitFor')
    expect((await attempt('198.51.100.1')).status).toBe(401)
    expect((await attempt('198.51.100.1')).status).toBe(401)
    const byRoute = await answer(await attempt('198.51.100.1'))
    const refusedAtDoor = () => door.mock.results.filter((r) => r.value > 0).length
    expect(refusedAtDoor()).toBe(0)
    const byDoor = await answer(await attempt('198.51.100.1'))
    expect(refusedAtDoor()).toBe(1)

    expect(byRoute.status).toBe(429)
    expect(byRoute.body.error.code).toBe('RATE_LIMITED')
    expect(byDoor.status).toBe(byRoute.status)
    expect(byDoor.headers).toEqual({ ...byRoute.headers, 'retry-after': expect.stringMatching(/^\d+$/) })
    expect(Number(byDoor.headers['retry-after'])).toBeLessThanOrEqual(Number(byRoute.headers['retry-after']))
    expect({ ...byDoor.body.error, requestId: 'x' }).toEqual({ ...byRoute.body.error, requestId: 'x' })
    expect(byDoor.body.error.requestId).not.toBe(byRoute.body.error.requestId)
    for (const { body } of [byRoute, byDoor]) {
      const line = sink.lines.find((l) => l.reqId === body.error.requestId)
      expect(line).toMatchObject({ msg: 'sign-in refused', ip: '198.51.100.1', reason: 'rate limited' })
    }
  })

  it('over https (X-Forwarded-Proto from the trusted proxy), the door’s 429 carries HSTS as the route’s does', async () => {
    const overHttps = (visitor: string) =>
      fetch(`${origin}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor, 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ email: 'visitor@test.example', password: 'wrong password' }),
      })
    for (let i = 0; i < 2; i++) expect((await overHttps('198.51.100.9')).status).toBe(401)
    const byRoute = await overHttps('198.51.100.9')
    const byDoor = await overHttps('198.51.100.9')
    for (const res of [byRoute, byDoor]) {
      expect(res.status).toBe(429)
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    }
  })

  it('lets the HTTP parser answer first, as the route did: a refused address’s request whose body breaks HTTP gets 400', async () => {
    const port = Number(new URL(origin).port)
    const head =
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 198.51.100.1\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n'
    const broken = await rawRequest(port, `${head}zz\r\nabc\r\n0\r\n\r\n`)
    expect(broken.status).toBe(400)
    expect(JSON.parse(broken.body).error.code).toBe('BAD_REQUEST')
    const body = JSON.stringify({ email: 'visitor@test.example', password: 'wrong password' })
    const whole = await rawRequest(port, `${head}${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`)
    expect(whole.status).toBe(429)
    expect(JSON.parse(whole.body).error.code).toBe('RATE_LIMITED')
  })

  it('refuses only that address (behind a proxy, that visitor), and a query string changes nothing', async () => {
    expect((await attempt('198.51.100.1', '/api/v1/auth/login?lang=en')).status).toBe(429)
    expect((await attempt('198.51.100.2')).status).toBe(401)
    // Another route is not the door's business.
    const other = await fetch(`${origin}/api/v1/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
      body: JSON.stringify({ refresh_token: 'none' }),
    })
    expect(other.status).toBe(204)
  })
})
