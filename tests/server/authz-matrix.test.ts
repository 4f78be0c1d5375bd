import { randomUUID } from 'node:crypto'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { type BlockDto, firstBlock, listDir, multipart, tinyPng } from './fixtures.ts'
import { ADMIN, bearer, dialects, login, makeEnv, snapshot, startApp, TEST_SECRET, type TestEnv } from './helpers.ts'

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const now = () => Math.floor(Date.now() / 1000)

function sign(claims: Record<string, unknown>, secret: string, sub: string, exp: number) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setJti(randomUUID())
    .setIssuedAt(now() - 7200)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret))
}

describe.each(dialects)('every write refuses a bad token with 401 on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  let header: BlockDto
  let victim: BlockDto
  let footer: BlockDto
  let adminId: string
  const bad: Record<string, Record<string, string>> = {}

  beforeAll(async () => {
    env = await makeEnv(dialect)
    ctx = await startApp(env)
    const pair = await login(ctx)
    adminId = (await ctx.db.db.selectFrom('users').select('id').where('email', '=', ADMIN.email).executeTakeFirstOrThrow()).id
    header = await firstBlock(ctx, 'header')
    footer = await firstBlock(ctx, 'footer')
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/pages/success/blocks',
      headers: bearer(pair.access_token),
      payload: { block_type: 'text' },
    })
    victim = created.json()

    bad['no token'] = {}
    bad['malformed "Bearer abc"'] = { authorization: 'Bearer abc' }
    bad['not a Bearer scheme'] = { authorization: `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}` }
    bad['wrong signature'] = bearer(await sign({ typ: 'access' }, 'another-secret-another-secret-another-secret', adminId, now() + 600))
    bad['alg none'] = bearer(
      `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: adminId, typ: 'access', jti: randomUUID(), exp: now() + 600 })}.`,
    )
    bad.expired = bearer(await sign({ typ: 'access' }, TEST_SECRET, adminId, now() - 60))
    bad['refresh token as access token'] = bearer(pair.refresh_token)
    bad['valid signature, unknown user'] = bearer(await sign({ typ: 'access' }, TEST_SECRET, randomUUID(), now() + 600))
    // A token that never expires is refused, however well signed.
    bad['valid signature, no exp'] = bearer(
      await new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(adminId)
        .setJti(randomUUID())
        .setIssuedAt()
        .sign(new TextEncoder().encode(TEST_SECRET)),
    )
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  type Req = { method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: string | object | Buffer; headers?: Record<string, string> }
  const endpoints: Record<string, () => Promise<Req>> = {
    'POST /v1/pages/{slug}/blocks': async () => ({ method: 'POST', url: '/api/v1/pages/home/blocks', payload: { block_type: 'text' } }),
    'PUT /v1/pages/blocks/{id}': async () => ({
      method: 'PUT',
      url: `/api/v1/pages/blocks/${header.id}`,
      payload: { type: 'HEADER', content: { menuItems: [] }, version: header.version },
    }),
    'DELETE /v1/pages/blocks/{id}': async () => ({ method: 'DELETE', url: `/api/v1/pages/blocks/${victim.id}` }),
    'POST /v1/pages/blocks/reorder': async () => ({
      method: 'POST',
      url: '/api/v1/pages/blocks/reorder',
      payload: { page: 'footer', blocks: [{ id: footer.id, order: 5 }] },
    }),
    'POST /v1/auth/register': async () => ({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'intruder@test.example', password: 'intruder password' },
    }),
    'POST /v1/uploads/': async () => {
      const form = await multipart(tinyPng(), 'pixel.png', 'file', 'image/png')
      return { method: 'POST', url: '/api/v1/uploads/', payload: form.payload, headers: form.headers }
    },
  }
  const expectedWithValidToken: Record<string, number> = {
    'POST /v1/pages/{slug}/blocks': 201,
    'PUT /v1/pages/blocks/{id}': 200,
    'DELETE /v1/pages/blocks/{id}': 204,
    'POST /v1/pages/blocks/reorder': 200,
    'POST /v1/auth/register': 201,
    'POST /v1/uploads/': 201,
  }

  it.each(Object.keys(endpoints))('%s answers 401 UNAUTHORIZED to every bad token and writes nothing', async (name) => {
    const before = await snapshot(ctx)
    const files = listDir(env.config.uploadDir)
    for (const [label, headers] of Object.entries(bad)) {
      const req = await (endpoints[name] as () => Promise<Req>)()
      const res = await ctx.app.inject({ ...req, headers: { ...req.headers, ...headers } })
      expect(res.statusCode, `${name} with ${label}`).toBe(401)
      expect(res.json().error.code, `${name} with ${label}`).toBe('UNAUTHORIZED')
      expect(res.headers['www-authenticate']).toBe('Bearer')
    }
    expect(await snapshot(ctx)).toEqual(before)
    expect(listDir(env.config.uploadDir)).toEqual(files)
  })

  // The control: the very same requests with a valid token succeed, so the 401s above come from the token alone.
  it('the same requests with a valid access token succeed', async () => {
    const headers = bearer((await login(ctx)).access_token)
    for (const [name, make] of Object.entries(endpoints)) {
      const req = await make()
      const res = await ctx.app.inject({ ...req, headers: { ...req.headers, ...headers } })
      expect(res.statusCode, `${name}: ${res.body}`).toBe(expectedWithValidToken[name])
    }
  })
})
