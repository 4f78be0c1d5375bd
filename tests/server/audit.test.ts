import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { keepAuditYear, recordAudit } from '../../server/audit/audit-log.ts'
import { type BlockDto, multipart, tinyPng } from './fixtures.ts'
import { ADMIN, bearer, dialects, login, makeEnv, startApp, type TestEnv } from './helpers.ts'
import { addSignedIn } from './people-helpers.ts'

const heroContent = {
  title: { en: 'Plans for growth', ar: '' },
  subtitle: { en: 'We help you grow.', ar: '' },
  mainImage: { src: '/media/a.svg', alt: { en: 'Team at work', ar: '' } },
}

interface Entry {
  id: string
  at: string
  actor: { id: string; email: string | null; name: string | null } | null
  action: string
  page: string | null
  block: string | null
  paths: string[]
  ip: string | null
  detail: Record<string, unknown>
}

/** Parses the RFC 4180 CSV the server writes (quoted cells, "" for a quote, newlines inside). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') quoted = !quoted
    else if (quoted || (c !== ',' && c !== '\n' && c !== '\r')) cell += c
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    }
  }
  return rows
}

describe.each(dialects)('the audit log on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  let admin: string
  let adminId: string
  let editor: { id: string; token: string }
  let translator: { id: string; token: string }

  beforeAll(async () => {
    env = await makeEnv(dialect)
    ctx = await startApp(env)
    admin = (await login(ctx)).access_token
    adminId = (await ctx.db.db.selectFrom('users').select('id').where('email', '=', ADMIN.email).executeTakeFirstOrThrow()).id
    editor = await addSignedIn(ctx, admin, 'editor@test.example', 'editor')
    translator = await addSignedIn(ctx, admin, 'translator@test.example', 'translator')
  })
  afterEach(() => vi.useRealTimers())
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  const ADDRESS = '203.0.113.7'
  function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) {
    return ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      remoteAddress: ADDRESS,
      ...(payload ? { payload } : {}),
    })
  }
  const entries = async (query = '') => {
    const res = await call('GET', `/v1/audit${query}`, admin)
    expect(res.statusCode).toBe(200)
    return res.json() as { items: [Entry, ...Entry[]]; total: number; page_no: number; pages: number; limit: number }
  }
  const count = async () =>
    Number(
      (
        await ctx.db.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const newHero = async (page = 'success') => {
    const res = await call('POST', `/v1/pages/${page}/blocks`, editor.token, { block_type: 'hero', content: heroContent })
    expect(res.statusCode).toBe(201)
    return res.json() as BlockDto
  }

  it('records each kind of content write with who, what, where and from which address', async () => {
    const hero = await newHero()
    let latest = (await entries()).items[0]
    expect(latest).toMatchObject({
      action: 'block.create',
      actor: { id: editor.id, email: 'editor@test.example' },
      page: 'success',
      block: hero.id,
      ip: ADDRESS,
    })
    expect(latest.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)

    const patched = await call('PATCH', `/v1/pages/blocks/${hero.id}`, translator.token, {
      version: 1,
      operations: [{ op: 'replace', path: '/title/ar', value: 'خطط للنمو' }],
    })
    expect(patched.statusCode).toBe(200)
    latest = (await entries()).items[0]
    expect(latest).toMatchObject({ action: 'content.patch', actor: { id: translator.id }, block: hero.id, paths: ['title.ar'] })

    const put = await call('PUT', `/v1/pages/blocks/${hero.id}`, editor.token, {
      type: 'hero',
      version: 2,
      content: { ...hero.content, title: { en: 'Plans', ar: 'خطط للنمو' }, subtitle: { en: 'We help.', ar: '' } },
    })
    expect(put.statusCode).toBe(200)
    latest = (await entries()).items[0]
    expect(latest).toMatchObject({ action: 'content.put', paths: ['title.en', 'subtitle.en'], detail: { block_type: 'hero', version: 3 } })

    const hide = await call('PATCH', `/v1/pages/blocks/${hero.id}`, editor.token, {
      version: 3,
      operations: [{ op: 'add', path: '/hidden', value: true }],
    })
    expect(hide.statusCode).toBe(200)
    expect((await entries()).items[0]).toMatchObject({ action: 'block.unpublish', paths: ['hidden'] })
    const show = await call('PATCH', `/v1/pages/blocks/${hero.id}`, editor.token, {
      version: 4,
      operations: [{ op: 'remove', path: '/hidden' }],
    })
    expect(show.statusCode).toBe(200)
    expect((await entries()).items[0]).toMatchObject({ action: 'block.publish', paths: ['hidden'] })

    expect((await call('POST', `/v1/pages/blocks/${hero.id}/revisions/1/restore`, editor.token, { version: 5 })).statusCode).toBe(200)
    expect((await entries()).items[0]).toMatchObject({
      action: 'block.revert',
      paths: ['title.en', 'title.ar', 'subtitle.en'],
      detail: { from_version: 1 },
    })

    const page = (await call('GET', '/v1/pages/success', editor.token)).json() as { blocks: BlockDto[] }
    const order = page.blocks.map((b, i) => ({ id: b.id, order: page.blocks.length - i }))
    expect((await call('POST', '/v1/pages/blocks/reorder', editor.token, { page: 'success', blocks: order })).statusCode).toBe(200)
    expect((await entries()).items[0]).toMatchObject({ action: 'block.reorder', page: 'success' })

    expect((await call('DELETE', `/v1/pages/blocks/${hero.id}`, editor.token)).statusCode).toBe(204)
    expect((await entries()).items[0]).toMatchObject({ action: 'block.delete', page: 'success', block: hero.id })
    expect((await call('POST', `/v1/pages/blocks/${hero.id}/restore`, editor.token)).statusCode).toBe(200)
    expect((await entries()).items[0]).toMatchObject({ action: 'block.restore', page: 'success', block: hero.id })
  })

  it('names list items by index in the paths', async () => {
    const items = [0, 1, 2, 3].map((i) => ({ id: `q${i}`, question: { en: `Q${i}`, ar: '' }, answer: { en: `A${i}`, ar: '' } }))
    const res = await call('POST', '/v1/pages/success/blocks', admin, { block_type: 'faq', content: { items } })
    expect(res.statusCode).toBe(201)
    const faq = res.json() as BlockDto
    const patched = await call('PATCH', `/v1/pages/blocks/${faq.id}`, admin, {
      version: 1,
      operations: [
        { op: 'replace', path: '/items/3/question/en', value: 'Changed' },
        { op: 'replace', path: '/items/1/answer/ar', value: 'إجابة' },
      ],
    })
    expect(patched.statusCode).toBe(200)
    expect((await entries()).items[0].paths).toEqual(['items[1].answer.ar', 'items[3].question.en'])
  })

  it('records nothing for a refused write: 400, 403 and 409', async () => {
    const hero = await newHero()
    const before = await count()
    const invalid = await call('PUT', `/v1/pages/blocks/${hero.id}`, editor.token, { type: 'hero', version: 1, content: { title: 5 } })
    expect(invalid.statusCode).toBe(400)
    const beyond = await call('PATCH', `/v1/pages/blocks/${hero.id}`, translator.token, {
      version: 1,
      operations: [{ op: 'replace', path: '/title/en', value: 'Not mine' }],
    })
    expect(beyond.statusCode).toBe(403)
    expect(beyond.json().error.code).toBe('TRANSLATION_ONLY')
    const stale = await call('PATCH', `/v1/pages/blocks/${hero.id}`, editor.token, {
      version: 7,
      operations: [{ op: 'replace', path: '/title/en', value: 'Late' }],
    })
    expect(stale.statusCode).toBe(409)
    const forbidden = await call('DELETE', `/v1/pages/blocks/${hero.id}`, translator.token)
    expect(forbidden.statusCode).toBe(403)
    const lastAdmin = await call('DELETE', `/v1/people/${adminId}`, admin)
    expect(lastAdmin.statusCode).toBe(409)
    expect(await count()).toBe(before)
  })

  it('records uploads, people and preview links', async () => {
    const file = await multipart(tinyPng(), 'dot.png', 'file', 'image/png')
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/',
      headers: { ...bearer(editor.token), ...file.headers },
      payload: file.payload,
      remoteAddress: ADDRESS,
    })
    expect(upload.statusCode).toBe(201)
    const { url } = upload.json() as { url: string }
    expect((await entries()).items[0]).toMatchObject({
      action: 'upload.create',
      actor: { id: editor.id },
      paths: [url],
      detail: { name: 'dot.png' },
    })
    expect((await call('DELETE', `/v1${url.replace('/data', '')}`, editor.token)).statusCode).toBe(204)
    expect((await entries()).items[0]).toMatchObject({ action: 'upload.delete', paths: [url] })

    const added = await call('POST', '/v1/people', admin, { email: 'rana@test.example', role: 'editor', name: 'Rana' })
    expect(added.statusCode).toBe(201)
    const rana = added.json().person.id as string
    expect((await entries()).items[0]).toMatchObject({
      action: 'person.create',
      actor: { id: adminId },
      detail: { email: 'rana@test.example', role: 'editor' },
    })
    expect((await call('PATCH', `/v1/people/${rana}`, admin, { role: 'translator' })).statusCode).toBe(200)
    expect((await entries()).items[0]).toMatchObject({ action: 'person.change', detail: { role_from: 'editor', role: 'translator' } })
    expect((await call('POST', `/v1/people/${rana}/password-link`, admin)).statusCode).toBe(201)
    const link = (await entries()).items[0]
    expect(link).toMatchObject({ action: 'person.password_link', detail: { email: 'rana@test.example' } })
    // The link's token is never recorded.
    expect(JSON.stringify(link)).not.toMatch(/create-new-password/)
    expect((await call('DELETE', `/v1/people/${rana}`, admin)).statusCode).toBe(204)
    expect((await entries()).items[0]).toMatchObject({ action: 'person.remove', detail: { email: 'rana@test.example' } })

    const preview = await call('POST', '/v1/previews', editor.token, { path: '/about' })
    expect(preview.statusCode).toBe(201)
    expect((await entries()).items[0]).toMatchObject({ action: 'preview.create', paths: ['/about'] })
    expect(JSON.stringify((await entries()).items[0])).not.toContain(new URL(preview.json().url, 'http://x').searchParams.get('preview'))
    expect((await call('DELETE', `/v1/previews/${preview.json().id}`, editor.token)).statusCode).toBe(204)
    expect((await entries()).items[0]).toMatchObject({ action: 'preview.revoke', detail: { preview: preview.json().id } })
  })

  it('records a refused sign-in with the address typed, never the password', async () => {
    const password = 'a wrong password 7f3a'
    const res = await call('POST', '/v1/auth/login', undefined, { email: 'Editor@test.example', password })
    expect(res.statusCode).toBe(401)
    const latest = (await entries()).items[0]
    expect(latest).toMatchObject({
      action: 'signin.failed',
      actor: null,
      ip: ADDRESS,
      detail: { email: 'editor@test.example', known: true },
    })
    const rows = await ctx.db.db.selectFrom('audit_log').selectAll().execute()
    expect(JSON.stringify(rows)).not.toContain(password)
  })

  it('filters by person, page and days, newest first, in pages with a total', async () => {
    await newHero('about')
    await newHero('about')
    const byEditor = await entries(`?person=${editor.id}`)
    expect(byEditor.items.length).toBeGreaterThan(0)
    expect(byEditor.items.every((e) => e.actor?.id === editor.id)).toBe(true)
    const about = await entries('?page=about')
    expect(about.total).toBe(2)
    expect(about.items.map((e) => e.page)).toEqual(['about', 'about'])
    const all = await entries('?limit=3')
    const times = all.items.map((e) => e.at)
    expect([...times].sort().reverse()).toEqual(times)
    expect(all.pages).toBe(Math.ceil(all.total / 3))
    const second = await entries('?limit=3&page_no=2')
    expect(second.items.map((e) => e.id)).not.toContain(all.items[0].id)
    expect((second.items[0]?.at ?? '') <= (all.items[2]?.at ?? '')).toBe(true)

    const today = new Date().toISOString().slice(0, 10)
    expect((await entries(`?page=about&from=${today}&to=${today}`)).total).toBe(2)
    expect((await entries('?page=about&to=2000-01-01')).total).toBe(0)
    expect((await call('GET', '/v1/audit?from=yesterday', admin)).statusCode).toBe(400)
  })

  it('gives the filtered entries as CSV, formulas defused and cells quoted', async () => {
    await recordAudit(ctx.db.db, {
      action: 'preview.create',
      actorId: editor.id,
      page: 'csv-test',
      paths: ['=HYPERLINK("http://evil.example","x")', 'a,b\nc'],
      ip: '+1',
      detail: { note: '@SUM(1)' },
    })
    const res = await call('GET', '/v1/audit.csv?page=csv-test', admin)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-.*\.csv"$/)
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''))
    expect(rows[0]).toEqual(['Time (UTC)', 'Action', 'Email', 'Name', 'Page', 'Block', 'Paths', 'Address', 'Detail'])
    expect(rows).toHaveLength(2)
    const row = rows[1] ?? []
    expect(row[1]).toBe('preview.create')
    expect(row[2]).toBe('editor@test.example')
    expect(row[6]).toBe(`'=HYPERLINK("http://evil.example","x")\na,b\nc`)
    expect(row[7]).toBe("'+1")
    expect(res.body).toContain('"\'=HYPERLINK(""http://evil.example"",""x"")')
  })

  it('is for administrators only', async () => {
    for (const url of ['/v1/audit', '/v1/audit.csv', '/v1/audit/facets']) {
      expect((await call('GET', url)).statusCode).toBe(401)
      expect((await call('GET', url, editor.token)).statusCode).toBe(403)
      expect((await call('GET', url, translator.token)).statusCode).toBe(403)
      expect((await call('GET', url, admin)).statusCode).toBe(200)
    }
  })

  it('offers the people and pages the log names as filters', async () => {
    const res = await call('GET', '/v1/audit/facets', admin)
    const facets = res.json() as { people: { id: string; email: string }[]; pages: string[] }
    expect(facets.people.map((p) => p.email)).toEqual(expect.arrayContaining(['editor@test.example', ADMIN.email]))
    expect(facets.pages).toEqual(expect.arrayContaining(['success', 'about']))
  })

  it('keeps entries a year: swept at start and then daily', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    const now = Date.parse('2027-06-01T12:00:00.000Z')
    vi.setSystemTime(now)
    const DAY = 24 * 3600_000
    await recordAudit(ctx.db.db, { action: 'preview.revoke', actorId: null, page: 'sweep', at: new Date(now - 366 * DAY) })
    await recordAudit(ctx.db.db, { action: 'preview.revoke', actorId: null, page: 'sweep', at: new Date(now - 364.5 * DAY) })
    const left = async () => (await ctx.db.db.selectFrom('audit_log').select('at').where('page_slug', '=', 'sweep').execute()).length
    const stop = await keepAuditYear(ctx.db.db, () => undefined)
    expect(await left()).toBe(1)
    await vi.advanceTimersByTimeAsync(DAY)
    await vi.waitFor(async () => expect(await left()).toBe(0))
    stop()
  })
})
