import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { clearPages, firstBlock, getPage } from './fixtures.ts'
import { bearer, dialects, login, makeEnv, snapshot, startApp, type TestEnv } from './helpers.ts'

describe.each(dialects)('pages API on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  let auth: { authorization: string }

  beforeAll(async () => {
    env = await makeEnv(dialect)
    ctx = await startApp(env)
    await clearPages(ctx, ['home', 'careers', 'our-team', 'our-awards', 'resources', 'success'])
    auth = bearer((await login(ctx)).access_token)
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  const post = (slug: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/pages/${slug}/blocks`, headers: auth, payload: payload as object })

  describe('GET /v1/pages/{slug}', () => {
    it('answers 200 with the page and its blocks (id, block_type, order, content, version)', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/header' })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      const page = res.json()
      expect(page.slug).toBe('header')
      expect(page.blocks).toHaveLength(1)
      expect(Object.keys(page.blocks[0]).sort()).toEqual(['block_type', 'content', 'id', 'order', 'version'])
      expect(page.blocks[0]).toMatchObject({ block_type: 'header', order: 1, version: 1 })
      expect(page.blocks[0].content.menuItems.length).toBeGreaterThan(0)
    })

    it('accepts the cache-busting parameter "_"', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/footer?_=123' })
      expect(res.statusCode).toBe(200)
      expect(res.json().slug).toBe('footer')
    })

    it('answers an empty page with blocks: []', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/our-awards' })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ slug: 'our-awards', blocks: [] })
    })

    it('sends an ETag and answers 304 to a matching If-None-Match', async () => {
      const first = await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/footer' })
      const etag = first.headers.etag as string
      expect(etag).toMatch(/^".+"$/)
      const again = await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/footer', headers: { 'if-none-match': etag } })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
      const other = await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/footer', headers: { 'if-none-match': '"nope"' } })
      expect(other.statusCode).toBe(200)
    })

    it('answers brotli or gzip as Accept-Encoding allows, with Vary, and revalidates across encodings', async () => {
      const plain = await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/header' })
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.headers.vary).toBe('Accept-Encoding')
      for (const [accept, encoding, decode] of [
        ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
        ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
      ] as const) {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/header', headers: { 'accept-encoding': accept } })
        expect(res.headers['content-encoding'], accept).toBe(encoding)
        expect(res.headers.vary).toBe('Accept-Encoding')
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
        expect(decode(res.rawPayload).toString()).toBe(plain.body)
        // An ETag from one encoding revalidates whatever the next request accepts.
        const again = await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/pages/header',
          headers: { 'if-none-match': res.headers.etag as string },
        })
        expect(again.statusCode).toBe(304)
      }
      const identity = await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/header', headers: { 'accept-encoding': 'identity' } })
      expect(identity.headers['content-encoding']).toBeUndefined()
    })

    it('answers 404 PAGE_NOT_FOUND for an unknown slug', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/no-such-page' })
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toMatchObject({ code: 'PAGE_NOT_FOUND', message: expect.any(String) })
    })

    it.each(['Bad_Slug', 'a'.repeat(65), 'UPPER', 'dot.dot'])('answers 400 INVALID_SLUG for slug %s', async (slug) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/pages/${slug}` })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('INVALID_SLUG')
    })

    it('accepts a slug of exactly 64 characters (404, not 400)', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/pages/${'a'.repeat(64)}` })
      expect(res.statusCode).toBe(404)
    })
  })

  describe('POST /v1/pages/{slug}/blocks', () => {
    it('answers 201 and fills missing content from the schema defaults (text → title "Privacy Policy")', async () => {
      const res = await post('home', { block_type: 'text' })
      expect(res.statusCode).toBe(201)
      const block = res.json()
      // Home's layout gives orders 1 to 8 a meaning: an added block goes after them.
      expect(block).toMatchObject({ block_type: 'text', order: 9, version: 1, id: expect.any(String) })
      expect(block.content.title).toEqual({ en: 'Privacy Policy', ar: 'سياسة الخصوصية' })
      const page = await getPage(ctx, 'home')
      expect(page.blocks.map((b) => b.id)).toContain(block.id)
    })

    it('defaults order to max + 1 and keeps blocks sorted by order on GET', async () => {
      const a = await post('careers', { block_type: 'text', order: 10 })
      const b = await post('careers', { block_type: 'text', order: 3 })
      const c = await post('careers', { block_type: 'text' })
      expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201])
      expect(c.json().order).toBe(11)
      const page = await getPage(ctx, 'careers')
      expect(page.blocks.map((x) => x.order)).toEqual([3, 10, 11])
      expect(page.blocks.map((x) => x.id)).toEqual([b.json().id, a.json().id, c.json().id])
    })

    it('answers 409 ORDER_TAKEN when the order is taken, and writes nothing', async () => {
      const before = await snapshot(ctx)
      const res = await post('careers', { block_type: 'text', order: 10 })
      expect(res.statusCode).toBe(409)
      expect(res.json().error.code).toBe('ORDER_TAKEN')
      expect(await snapshot(ctx)).toEqual(before)
    })

    it('answers 400 UNKNOWN_BLOCK_TYPE for an unknown block_type', async () => {
      const before = await snapshot(ctx)
      const res = await post('home', { block_type: 'no-such-type' })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('UNKNOWN_BLOCK_TYPE')
      expect(await snapshot(ctx)).toEqual(before)
    })

    it('answers 400 INVALID_CONTENT for content its schema refuses', async () => {
      const before = await snapshot(ctx)
      const res = await post('home', { block_type: 'text', content: { title: { en: 42 } } })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('INVALID_CONTENT')
      expect(res.json().error.details).toContainEqual(expect.objectContaining({ path: ['title', 'en'] }))
      expect(await snapshot(ctx)).toEqual(before)
    })

    it('answers 404 PAGE_NOT_FOUND for an unknown page', async () => {
      const res = await post('no-such-page', { block_type: 'text' })
      expect(res.statusCode).toBe(404)
      expect(res.json().error.code).toBe('PAGE_NOT_FOUND')
    })
  })

  describe('PUT /v1/pages/blocks/{id}', () => {
    const put = (id: string, payload: unknown, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'PUT', url: `/api/v1/pages/blocks/${id}`, headers: { ...auth, ...headers }, payload: payload as object })

    it('replaces the content, answers version + 1 and stores the previous content as a revision', async () => {
      const block = (await post('our-team', { block_type: 'text', content: { title: { en: 'Team v1', ar: 'الفريق ١' } } })).json()
      const content = { title: { en: 'Team v2', ar: 'الفريق ٢' }, introParagraph: { en: 'Hello', ar: 'مرحبا' } }
      const res = await put(block.id, { type: 'TEXT', content, version: 1 })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.headers.etag).toBe('"2"')
      // The block as stored, the same shape as a page answer's blocks.
      expect(res.json()).toEqual({ id: block.id, block_type: 'text', order: block.order, content, version: 2 })
      const revisions = await ctx.db.db.selectFrom('block_revisions').selectAll().where('block_id', '=', block.id).execute()
      expect(revisions).toHaveLength(1)
      expect(revisions[0]?.version).toBe(1)
      expect(JSON.parse(revisions[0]?.content as string)).toEqual(block.content)
    })

    it('returns the new content on the next GET (the page cache is invalidated)', async () => {
      const before = await firstBlock(ctx, 'privacy-policy')
      const etag = (await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/privacy-policy' })).headers.etag
      const content = { ...before.content, title: { en: 'Privacy notice', ar: 'إشعار الخصوصية' } }
      expect((await put(before.id, { type: 'text', content, version: before.version })).statusCode).toBe(200)
      const after = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/pages/privacy-policy',
        headers: { 'if-none-match': etag as string },
      })
      expect(after.statusCode).toBe(200)
      expect(after.json().blocks[0].content.title).toEqual({ en: 'Privacy notice', ar: 'إشعار الخصوصية' })
      expect(after.headers.etag).not.toBe(etag)
    })

    it('keeps the page answer current in place after a write: byte for byte a fresh load, for visitors and editors, drafts included', async () => {
      const award = (id: string, en: string, hidden?: boolean) => ({
        id,
        name: { en, ar: 'جائزة' },
        description: { en: 'd', ar: 'و' },
        details: [],
        ...(hidden === undefined ? {} : { hidden }),
      })
      const first = (await post('our-awards', { block_type: 'text', content: { title: { en: 'One', ar: 'واحد' } } })).json()
      const awards = (
        await post('our-awards', {
          block_type: 'awards',
          content: { title: { en: 'Awards', ar: 'الجوائز' }, awards: [award('a1', 'Shown')] },
        })
      ).json()
      await post('our-awards', { block_type: 'text', content: { title: { en: 'Three', ar: 'ثلاثة' } } })
      const read = async (headers: Record<string, string> = {}) =>
        (await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/our-awards', headers })).body
      await read()
      // A draft item in one block, a whole draft block in another: visitors see neither.
      const content = { title: { en: 'Awards', ar: 'الجوائز' }, awards: [award('a1', 'Shown'), award('a2', 'Draft award', true)] }
      expect((await put(awards.id, { type: 'awards', content, version: awards.version })).statusCode).toBe(200)
      const hidden = { title: { en: 'One (draft)', ar: 'واحد' }, hidden: true }
      expect((await put(first.id, { type: 'text', content: hidden, version: first.version })).statusCode).toBe(200)
      if (dialect === 'sqlite') expect(ctx.cache.lastKnown('our-awards')?.body, 'kept, not dropped').toContain('Draft award')
      const inPlace = { visitor: await read(), editor: await read(auth) }
      expect(inPlace.visitor).not.toContain('Draft award')
      expect(inPlace.visitor).not.toContain('One (draft)')
      expect(inPlace.editor).toContain('Draft award')
      expect(inPlace.editor).toContain('One (draft)')
      ctx.cache.drop('our-awards')
      expect({ visitor: await read(), editor: await read(auth) }).toEqual(inPlace)
      // Publishing the item and the block comes back to one answer for everyone.
      const shown = { ...content, awards: [award('a1', 'Shown'), award('a2', 'Draft award', false)] }
      expect((await put(awards.id, { type: 'awards', content: shown, version: awards.version + 1 })).statusCode).toBe(200)
      expect((await put(first.id, { type: 'text', content: { title: hidden.title }, version: first.version + 1 })).statusCode).toBe(200)
      const published = { visitor: await read(), editor: await read(auth) }
      expect(published.visitor).toBe(published.editor)
      expect(published.visitor).toContain('Draft award')
      ctx.cache.drop('our-awards')
      expect(await read()).toBe(published.visitor)
    })

    it('answers 400 INVALID_CONTENT with the issue paths in details, and writes nothing', async () => {
      const header = await firstBlock(ctx, 'header')
      const before = await snapshot(ctx)
      const res = await put(header.id, {
        type: 'HEADER',
        content: { menuItems: [{ id: 'nav-x', label: { en: 'X', ar: 'س' }, path: 'javascript:alert(1)' }] },
        version: header.version,
      })
      expect(res.statusCode).toBe(400)
      const { error } = res.json()
      expect(error.code).toBe('INVALID_CONTENT')
      expect(error.details).toContainEqual(expect.objectContaining({ path: ['menuItems', '0', 'path'], message: expect.any(String) }))
      expect(await snapshot(ctx)).toEqual(before)
    })

    it('answers 400 INVALID_CONTENT at the second item when two items of one list share an id, and writes nothing', async () => {
      const header = await firstBlock(ctx, 'header')
      const before = await snapshot(ctx)
      const item = (en: string, ar: string) => ({ id: 'nav-twice', label: { en, ar }, path: '/about' })
      const res = await put(header.id, {
        type: 'header',
        content: { menuItems: [item('About', 'من نحن'), item('Team', 'الفريق')] },
        version: header.version,
      })
      expect(res.statusCode).toBe(400)
      const { error } = res.json()
      expect(error.code).toBe('INVALID_CONTENT')
      expect(error.details).toContainEqual({ path: ['menuItems', '1', 'id'], message: "The id 'nav-twice' is used twice in this list" })
      expect(await snapshot(ctx)).toEqual(before)
    })

    it('answers 409 STALE_VERSION with details.current for a stale version, and writes nothing', async () => {
      const block = (await post('our-clients', { block_type: 'text' })).json()
      expect((await put(block.id, { type: 'text', content: { title: { en: 'A', ar: 'أ' } }, version: 1 })).statusCode).toBe(200)
      const before = await snapshot(ctx)
      const res = await put(block.id, { type: 'text', content: { title: { en: 'B', ar: 'ب' } }, version: 1 })
      expect(res.statusCode).toBe(409)
      const { error } = res.json()
      expect(error.code).toBe('STALE_VERSION')
      expect(error.details.current).toMatchObject({ id: block.id, version: 2, content: { title: { en: 'A', ar: 'أ' } } })
      expect(await snapshot(ctx)).toEqual(before)
    })

    it('takes the version from If-Match when the body names none', async () => {
      const block = (await post('our-partners', { block_type: 'text' })).json()
      const stale = await put(block.id, { type: 'text', content: { title: { en: 'S', ar: 'س' } } }, { 'if-match': '"7"' })
      expect(stale.statusCode).toBe(409)
      expect(stale.json().error.code).toBe('STALE_VERSION')
      const ok = await put(block.id, { type: 'text', content: { title: { en: 'M', ar: 'م' } } }, { 'if-match': '"1"' })
      expect(ok.statusCode).toBe(200)
      expect(ok.json().version).toBe(2)
      const bad = await put(block.id, { type: 'text', content: { title: { en: 'N', ar: 'ن' } } }, { 'if-match': 'garbage' })
      expect(bad.statusCode).toBe(400)
    })

    it('answers 400 when type names another block type', async () => {
      const header = await firstBlock(ctx, 'header')
      const res = await put(header.id, { type: 'footer', content: {}, version: header.version })
      expect(res.statusCode).toBe(400)
    })

    it('answers 400 INVALID_CONTENT (not a 500) for a menu nested 3000 levels deep, and writes nothing', async () => {
      const header = await firstBlock(ctx, 'header')
      const open = (i: number) => `{"id":"nav-${i}","label":{"en":"x","ar":"س"},"path":"#","children":[`
      const menu = `[${Array.from({ length: 3000 }, (_, i) => open(i)).join('')}{"id":"nav-leaf"}${']}'.repeat(3000)}]`
      const before = await snapshot(ctx)
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/pages/blocks/${header.id}`,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: `{"type":"HEADER","version":${header.version},"content":{"menuItems":${menu}}}`,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('INVALID_CONTENT')
      expect(await snapshot(ctx)).toEqual(before)
    })

    it.each(['%00', 'abc%00def', 'a%20b'])('answers 400 for the malformed id %s', async (id) => {
      const res = await put(id, { type: 'text', content: {}, version: 1 })
      expect(res.statusCode).toBe(400)
      const del = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/pages/blocks/${id}`, headers: auth })
      expect(del.statusCode).toBe(400)
    })

    it('answers 404 BLOCK_NOT_FOUND for an unknown id', async () => {
      const res = await put('00000000-0000-0000-0000-000000000000', { type: 'text', content: {}, version: 1 })
      expect(res.statusCode).toBe(404)
      expect(res.json().error.code).toBe('BLOCK_NOT_FOUND')
    })
  })

  describe('DELETE /v1/pages/blocks/{id}', () => {
    it('answers 204, then 404; the block is gone from the page', async () => {
      const block = (await post('success', { block_type: 'text' })).json()
      await getPage(ctx, 'success') // cache the page
      const del = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/pages/blocks/${block.id}`, headers: auth })
      expect(del.statusCode).toBe(204)
      expect(del.body).toBe('')
      const again = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/pages/blocks/${block.id}`, headers: auth })
      expect(again.statusCode).toBe(404)
      expect(again.json().error.code).toBe('BLOCK_NOT_FOUND')
      expect((await getPage(ctx, 'success')).blocks.map((b) => b.id)).not.toContain(block.id)
    })
  })

  describe('POST /v1/pages/blocks/reorder', () => {
    const reorder = (payload: unknown) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/pages/blocks/reorder', headers: auth, payload: payload as object })

    it('sets every order of the page in one call', async () => {
      const ids: string[] = []
      for (let i = 0; i < 3; i++) ids.push((await post('success', { block_type: 'text' })).json().id)
      await getPage(ctx, 'success') // cache the page
      const res = await reorder({
        page: 'success',
        blocks: [
          { id: ids[0], order: 3 },
          { id: ids[1], order: 1 },
          { id: ids[2], order: 2 },
        ],
      })
      expect(res.statusCode).toBe(200)
      const page = await getPage(ctx, 'success')
      expect(page.blocks.map((b) => [b.id, b.order])).toEqual([
        [ids[1], 1],
        [ids[2], 2],
        [ids[0], 3],
      ])
    })

    it('answers 400 for a list that misses a block, and changes nothing', async () => {
      const page = await getPage(ctx, 'success')
      const before = await snapshot(ctx)
      const res = await reorder({ page: 'success', blocks: page.blocks.slice(1).map((b, i) => ({ id: b.id, order: 10 + i })) })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('BAD_REQUEST')
      expect(await snapshot(ctx)).toEqual(before)
      expect(await getPage(ctx, 'success')).toEqual(page)
    })

    it('answers 400 for a list naming a block of another page, and changes nothing', async () => {
      const page = await getPage(ctx, 'success')
      const header = await firstBlock(ctx, 'header')
      const before = await snapshot(ctx)
      const blocks = page.blocks.slice(1).map((b, i) => ({ id: b.id, order: 20 + i }))
      const res = await reorder({ page: 'success', blocks: [...blocks, { id: header.id, order: 99 }] })
      expect(res.statusCode).toBe(400)
      expect(await snapshot(ctx)).toEqual(before)
    })

    it('answers 404 PAGE_NOT_FOUND for an unknown page', async () => {
      const res = await reorder({ page: 'no-such-page', blocks: [] })
      expect(res.statusCode).toBe(404)
      expect(res.json().error.code).toBe('PAGE_NOT_FOUND')
    })
  })

  describe('the rest of /api', () => {
    it('GET /api/docs is an OpenAPI document naming every path and method', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' })
      expect(res.statusCode).toBe(200)
      const doc = res.json()
      expect(doc.openapi).toMatch(/^3\./)
      const methods = Object.fromEntries(
        Object.entries(doc.paths as Record<string, object>).map(([p, ops]) => [p, Object.keys(ops).sort()]),
      )
      expect(methods).toEqual({
        '/api/v1/pages/{slug}': ['get'],
        '/api/v1/pages/{slug}/blocks': ['post'],
        '/api/v1/pages/{slug}/events': ['get'],
        '/api/v1/pages/blocks/{id}': ['delete', 'patch', 'put'],
        '/api/v1/pages/blocks/reorder': ['post'],
        '/api/v1/pages/blocks/{id}/revisions': ['get'],
        '/api/v1/pages/blocks/{id}/revisions/{rev}/restore': ['post'],
        '/api/v1/pages/{slug}/deleted-blocks': ['get'],
        '/api/v1/pages/blocks/{id}/restore': ['post'],
        '/api/v1/pages/blocks/{id}/schedule': ['get', 'put'],
        '/api/v1/pages/{slug}/schedules': ['get'],
        '/api/v1/auth/login': ['post'],
        '/api/v1/auth/token/refresh': ['post'],
        '/api/v1/auth/register': ['post'],
        '/api/v1/auth/logout': ['post'],
        '/api/v1/auth/logout-everywhere': ['post'],
        '/api/v1/auth/me': ['get'],
        '/api/v1/auth/password-links/{token}': ['get', 'post'],
        '/api/v1/people': ['get', 'post'],
        '/api/v1/people/{id}': ['delete', 'patch'],
        '/api/v1/people/{id}/password-link': ['post'],
        '/api/v1/audit': ['get'],
        '/api/v1/audit/facets': ['get'],
        '/api/v1/audit.csv': ['get'],
        '/api/v1/uploads/': ['post'],
        '/api/v1/uploads': ['get'],
        '/api/v1/uploads/{name}': ['delete'],
        '/api/v1/submissions': ['get', 'post'],
        '/api/v1/submissions.csv': ['get'],
        '/api/v1/submissions/{id}': ['patch'],
        '/api/v1/submissions/{id}/attachment': ['get'],
        '/api/v1/newsletter': ['get', 'post'],
        '/api/v1/newsletter.csv': ['get'],
        '/api/v1/config': ['get'],
        '/api/v1/previews': ['get', 'post'],
        '/api/v1/previews/{id}': ['delete'],
        '/api/v1/previews/links/{token}': ['get'],
        '/api/data/uploads/{name}': ['get'],
        '/api/health': ['get'],
        '/api/docs': ['get'],
      })
      expect(doc.paths['/api/v1/pages/blocks/{id}'].put.security).toEqual([{ bearer: [] }])
      expect(doc.paths['/api/v1/pages/{slug}'].get.security).toEqual([])
      // The request and answer shapes come from the wire schemas.
      expect(doc.paths['/api/v1/pages/blocks/{id}'].put.requestBody.content['application/json'].schema.required).toEqual([
        'type',
        'content',
      ])
      expect(doc.paths['/api/v1/pages/{slug}'].get.responses['200'].content['application/json'].schema.required).toEqual(['slug', 'blocks'])
    })

    it('answers an unknown /api path with a JSON 404', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v2/nothing?x=1' })
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) })
    })

    it.each([
      ['GET', '/api/v1/pages/%E0%A4%A'],
      ['DELETE', `/api/v1/pages/blocks/${'x'.repeat(200)}`],
    ] as const)('answers a URL the router cannot read (%s %s) with a JSON 4xx', async (method, url) => {
      const res = await ctx.app.inject({ method, url, headers: auth })
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
      expect(res.json().error).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) })
    })

    it('sends security headers (nosniff, Content-Security-Policy) on answers and errors', async () => {
      for (const url of ['/api/v1/pages/header', '/api/v1/pages/no-such-page', '/api/nothing', '/api/v1/pages/%E0%A4%A']) {
        const res = await ctx.app.inject({ method: 'GET', url })
        expect(res.headers['x-content-type-options']).toBe('nosniff')
        expect(res.headers['content-security-policy']).toContain("default-src 'none'")
        expect(res.headers['x-frame-options']).toBe('DENY')
      }
    })
  })
})
