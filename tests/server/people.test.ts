import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { changePerson } from '../../server/db/people-repo.ts'
import { ADMIN, bearer, dialects, login, makeEnv, startApp, type TestEnv } from './helpers.ts'
import { addSignedIn, PASSWORD, tokenOf } from './people-helpers.ts'

describe.each(dialects)('people and set-password links on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  let admin: string
  let adminId: string

  beforeAll(async () => {
    env = await makeEnv(dialect)
    ctx = await startApp(env)
    admin = (await login(ctx)).access_token
    adminId = (await ctx.db.db.selectFrom('users').select('id').where('email', '=', ADMIN.email).executeTakeFirstOrThrow()).id
  })
  afterEach(() => vi.useRealTimers())
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) })
  const add = async (email: string, role = 'editor', name?: string) => {
    const res = await call('POST', '/v1/people', admin, { email, role, name })
    expect(res.statusCode).toBe(201)
    return res.json() as { person: { id: string; email: string }; link: { path: string; expires_at: string } }
  }

  it('lists people with name, e-mail, role and the last sign-in', async () => {
    await add('nour@test.example', 'translator', 'Nour Haddad')
    const res = await call('GET', '/v1/people', admin)
    expect(res.statusCode).toBe(200)
    const items = res.json().items as { email: string; name: string; role: string; last_sign_in_at: string | null }[]
    const me = items.find((p) => p.email === ADMIN.email)
    expect(me?.role).toBe('admin')
    expect(me?.last_sign_in_at).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(items.find((p) => p.email === 'nour@test.example')).toMatchObject({
      name: 'Nour Haddad',
      role: 'translator',
      last_sign_in_at: null,
    })
  })

  it('adds a person whose one-time link sets the password once, and signs them in', async () => {
    const { link } = await add('sami@test.example')
    expect(link.path).toMatch(/^\/login\/create-new-password\/[A-Za-z0-9_-]{43}$/)
    const token = tokenOf(link.path)
    // No password works before the link is used.
    expect((await call('POST', '/v1/auth/login', undefined, { email: 'sami@test.example', password: '!unset' })).statusCode).toBe(401)
    expect((await call('GET', `/v1/auth/password-links/${token}`)).json()).toMatchObject({ state: 'valid', email: 'sami@test.example' })
    const weak = await call('POST', `/v1/auth/password-links/${token}`, undefined, { password: 'password1234' })
    expect(weak.statusCode).toBe(400)
    expect(weak.json().error.code).toBe('WEAK_PASSWORD')
    const short = await call('POST', `/v1/auth/password-links/${token}`, undefined, { password: 'short' })
    expect(short.json().error).toMatchObject({ code: 'WEAK_PASSWORD', message: 'Passwords have at least 12 characters.' })
    expect((await call('POST', `/v1/auth/password-links/${token}`, undefined, { password: PASSWORD })).statusCode).toBe(204)
    expect((await login(ctx, { email: 'sami@test.example', password: PASSWORD })).access_token).toBeTruthy()
    const again = await call('POST', `/v1/auth/password-links/${token}`, undefined, { password: 'another long passphrase here' })
    expect(again.statusCode).toBe(410)
    expect(again.json().error.code).toBe('LINK_USED')
    // A used link no longer tells whose it was.
    expect((await call('GET', `/v1/auth/password-links/${token}`)).json()).toEqual({ state: 'used', expires_at: link.expires_at })
  })

  it('spends a link once when two requests race with it', async () => {
    const token = tokenOf((await add('race@test.example')).link.path)
    const answers = await Promise.all(
      ['first long passphrase here', 'second long passphrase here'].map((password) =>
        call('POST', `/v1/auth/password-links/${token}`, undefined, { password }),
      ),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 410])
  })

  it('refuses a link after 24 hours, and a link replaced by a newer one', async () => {
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: start })
    const { person, link } = await add('late@test.example')
    expect(link.expires_at).toBe(new Date(start + 24 * 3600_000).toISOString())
    vi.setSystemTime(start + 24 * 3600_000 - 60_000)
    expect((await call('GET', `/v1/auth/password-links/${tokenOf(link.path)}`)).json().state).toBe('valid')
    vi.setSystemTime(start + 24 * 3600_000 + 1000)
    expect((await call('GET', `/v1/auth/password-links/${tokenOf(link.path)}`)).json()).toEqual({
      state: 'expired',
      expires_at: link.expires_at,
    })
    const late = await call('POST', `/v1/auth/password-links/${tokenOf(link.path)}`, undefined, { password: PASSWORD })
    expect(late.statusCode).toBe(410)
    expect(late.json().error.code).toBe('LINK_EXPIRED')

    // The administrator's access token of a day ago has expired too.
    const now = (await login(ctx)).access_token
    const first = await call('POST', `/v1/people/${person.id}/password-link`, now)
    const second = await call('POST', `/v1/people/${person.id}/password-link`, now)
    expect(second.statusCode).toBe(201)
    const replaced = await call('POST', `/v1/auth/password-links/${tokenOf(first.json().path)}`, undefined, { password: PASSWORD })
    expect(replaced.statusCode).toBe(404)
    expect(replaced.json().error.code).toBe('LINK_NOT_FOUND')
    expect(
      (await call('POST', `/v1/auth/password-links/${tokenOf(second.json().path)}`, undefined, { password: PASSWORD })).statusCode,
    ).toBe(204)
  })

  it('answers an unknown link with 404 and no account', async () => {
    const res = await call('GET', `/v1/auth/password-links/${'x'.repeat(43)}`)
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('@')
  })

  it('keeps the last administrator', async () => {
    const demote = await call('PATCH', `/v1/people/${adminId}`, admin, { role: 'editor' })
    expect(demote.statusCode).toBe(409)
    expect(demote.json().error).toMatchObject({
      code: 'LAST_ADMINISTRATOR',
      message: 'This is the last administrator: make someone else an administrator first.',
    })
    expect((await call('DELETE', `/v1/people/${adminId}`, admin)).statusCode).toBe(409)
    const roles = await ctx.db.db.selectFrom('users').select('role').where('id', '=', adminId).executeTakeFirstOrThrow()
    expect(roles.role).toBe('admin')

    // With a second administrator, the first may step down; the second is then the last.
    const second = await addSignedIn(ctx, admin, 'lead@test.example', 'admin')
    expect((await call('PATCH', `/v1/people/${adminId}`, admin, { role: 'editor', name: 'Former lead' })).json()).toMatchObject({
      role: 'editor',
      name: 'Former lead',
    })
    expect((await call('DELETE', `/v1/people/${second.id}`, second.token)).statusCode).toBe(409)
    const back = await call('PATCH', `/v1/people/${adminId}`, second.token, { role: 'admin' })
    expect(back.statusCode, back.body).toBe(200)
    admin = (await login(ctx)).access_token
  })

  it('keeps an administrator when two of them are demoted at the same time', async () => {
    const a = await addSignedIn(ctx, admin, 'a-lead@test.example', 'admin')
    const b = await addSignedIn(ctx, admin, 'b-lead@test.example', 'admin')
    // Only these two are administrators for the race.
    await ctx.db.db.updateTable('users').set({ role: 'editor' }).where('id', 'not in', [a.id, b.id]).execute()
    // Straight to the repository: through the API the first demotion would end the other's token first.
    const results = await Promise.all([
      changePerson(ctx.db.db, dialect, a.id, { role: 'editor' }),
      changePerson(ctx.db.db, dialect, b.id, { role: 'translator' }),
    ])
    expect(results.map((r) => (r.ok ? 'ok' : r.reason)).sort()).toEqual(['last_admin', 'ok'])
    const admins = await ctx.db.db.selectFrom('users').select('id').where('role', '=', 'admin').execute()
    expect(admins).toHaveLength(1)
    await ctx.db.db.updateTable('users').set({ role: 'admin' }).where('id', '=', adminId).execute()
    admin = (await login(ctx)).access_token
  })

  it('stops a removed person’s token at once', async () => {
    const editor = await addSignedIn(ctx, admin, 'gone@test.example', 'editor')
    expect((await call('GET', '/v1/auth/me', editor.token)).json()).toMatchObject({ email: 'gone@test.example', role: 'editor' })
    expect((await call('DELETE', `/v1/people/${editor.id}`, admin)).statusCode).toBe(204)
    expect((await call('GET', '/v1/auth/me', editor.token)).statusCode).toBe(401)
    expect((await call('GET', '/v1/people', admin)).json().items.map((p: { email: string }) => p.email)).not.toContain('gone@test.example')
  })

  it('lets only administrators manage people', async () => {
    const editor = await addSignedIn(ctx, admin, 'ed@test.example', 'editor')
    for (const [method, url] of [
      ['GET', '/v1/people'],
      ['POST', '/v1/people'],
      ['PATCH', `/v1/people/${editor.id}`],
      ['DELETE', `/v1/people/${adminId}`],
      ['POST', `/v1/people/${adminId}/password-link`],
      ['POST', '/v1/auth/register'],
    ] as const) {
      const res = await call(method, url, editor.token, { email: 'x@test.example', role: 'admin', password: PASSWORD })
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.json().error.code).toBe('FORBIDDEN')
    }
    expect(await ctx.db.db.selectFrom('users').select('email').where('email', '=', 'x@test.example').executeTakeFirst()).toBeUndefined()
  })
})
