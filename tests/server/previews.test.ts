import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { bearer, dialects, login, makeEnv, startApp, type TestEnv } from './helpers.ts'
import { renderer, siteFolder } from './ssr-site.ts'

interface Created {
  id: string
  path: string
  url: string
  expires_at: string
  created_by: string | null
}

/** Issue 27 item 5: a page with its drafts, shown to someone without an account through a link. */
describe.each(dialects)('preview links on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  let auth: Record<string, string>

  beforeAll(async () => {
    env = await makeEnv(dialect, { ALLOWED_HOSTS: 'localhost:80' })
    env.config.siteDir = siteFolder(env.dataDir)
    ctx = await startApp(env, { renderer })
    auth = bearer((await login(ctx)).access_token)
    // A draft block on the awards page: signed-in people see it, visitors do not.
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/pages/our-awards/blocks',
      headers: auth,
      payload: { block_type: 'text', content: { title: { en: 'Launch-day draft', ar: 'مسودة يوم الإطلاق' }, hidden: true } },
    })
    expect(made.statusCode).toBe(201)
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  const make = async (payload: object, headers = auth) => ctx.app.inject({ method: 'POST', url: '/api/v1/previews', headers, payload })
  const tokenOf = (created: Created) => new URL(created.url, 'http://site').searchParams.get('preview') ?? ''
  const readAwards = (headers: Record<string, string> = {}) => ctx.app.inject({ url: '/api/v1/pages/our-awards', headers })
  const state = (token: string) => ctx.app.inject({ url: `/api/v1/previews/links/${token}` })

  it('a signed-in person makes a link for a page (a week by default); its holder reads the page with its drafts, and nothing more', async () => {
    const res = await make({ path: '/our-awards' })
    expect(res.statusCode).toBe(201)
    const created = res.json() as Created
    expect(created.url).toMatch(/^\/our-awards\?preview=[A-Za-z0-9_-]{43}$/)
    expect(created.created_by).toBe('admin@test.example')
    const days = (Date.parse(created.expires_at) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThanOrEqual(7)
    const token = tokenOf(created)
    // The token itself is never stored.
    const rows = await ctx.db.db.selectFrom('preview_links').selectAll().execute()
    expect(JSON.stringify(rows)).not.toContain(token)

    expect((await readAwards()).body).not.toContain('Launch-day draft')
    const previewed = await readAwards({ authorization: `Preview ${token}` })
    expect(previewed.statusCode).toBe(200)
    expect(previewed.body).toContain('Launch-day draft')
    expect(previewed.headers['cache-control']).toBe('private, no-cache')
    expect((await state(token)).json()).toEqual({ path: '/our-awards', expires_at: created.expires_at })

    // Read-only: the token opens no write and no listing.
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/pages/our-awards/blocks',
      headers: { authorization: `Preview ${token}` },
      payload: { block_type: 'text' },
    })
    expect(write.statusCode).toBe(401)
    expect((await ctx.app.inject({ url: '/api/v1/previews', headers: { authorization: `Preview ${token}` } })).statusCode).toBe(401)
  })

  it('the page itself is served as a shell marked noindex and never kept for visitors', async () => {
    const token = tokenOf((await make({ path: '/our-awards' })).json() as Created)
    const res = await ctx.app.inject({ url: `/our-awards?preview=${token}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.body).not.toContain('Launch-day draft')
    // The visitor's page, after it, is the rendered one without the draft.
    const visitor = await ctx.app.inject({ url: '/our-awards' })
    expect(visitor.headers['x-robots-tag']).toBeUndefined()
    expect(visitor.body).not.toContain('Launch-day draft')
    expect(visitor.body).toContain('<h1')
  })

  it('a revoked link stops at once: 410, and the page reads as visitors see it', async () => {
    const created = (await make({ path: '/our-awards', days: 2 })).json() as Created
    const token = tokenOf(created)
    expect((await ctx.app.inject({ url: '/api/v1/previews', headers: auth })).json().previews.map((p: Created) => p.id)).toContain(
      created.id,
    )
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/previews/${created.id}`, headers: auth })).statusCode).toBe(204)
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/previews/${created.id}`, headers: auth })).statusCode).toBe(404)
    const ended = await state(token)
    expect(ended.statusCode).toBe(410)
    expect(ended.json().error.code).toBe('PREVIEW_EXPIRED')
    expect((await readAwards({ authorization: `Preview ${token}` })).body).not.toContain('Launch-day draft')
    expect((await ctx.app.inject({ url: '/api/v1/previews', headers: auth })).json().previews.map((p: Created) => p.id)).not.toContain(
      created.id,
    )
  })

  it('an expired link works no more; an unknown one is 404', async () => {
    const created = (await make({ path: '/our-awards' })).json() as Created
    await ctx.db.db
      .updateTable('preview_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', created.id)
      .execute()
    expect((await state(tokenOf(created))).statusCode).toBe(410)
    expect((await readAwards({ authorization: `Preview ${tokenOf(created)}` })).body).not.toContain('Launch-day draft')
    const unknown = await state('x'.repeat(43))
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.code).toBe('PREVIEW_NOT_FOUND')
  })

  it('refuses a link to another host, more than 30 days, or without a signed-in person; nothing is stored', async () => {
    const before = (await ctx.db.db.selectFrom('preview_links').selectAll().execute()).length
    for (const payload of [
      { path: '//evil.example/x' },
      { path: '/%2F%2Fevil.example' },
      { path: 'https://evil.example' },
      { path: '/about', days: 31 },
    ]) {
      const res = await make(payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().error.code).toBe('BAD_REQUEST')
    }
    expect((await make({ path: '/about' }, {})).statusCode).toBe(401)
    expect((await ctx.db.db.selectFrom('preview_links').selectAll().execute()).length).toBe(before)
  })
})
