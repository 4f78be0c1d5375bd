import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { purgeDeleted } from '../../server/db/deleted-blocks.ts'
import { clearPages, getPage } from './fixtures.ts'
import { ADMIN, bearer, dialects, login, makeEnv, snapshot, startApp, type TestEnv } from './helpers.ts'

const DAY_MS = 24 * 3600_000

describe.each(dialects)('block history, recently deleted blocks and drafts on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  let auth: { authorization: string }

  beforeAll(async () => {
    env = await makeEnv(dialect)
    ctx = await startApp(env)
    await clearPages(ctx, ['our-awards', 'success', 'careers'])
    auth = bearer((await login(ctx)).access_token)
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = auth) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) })
  const title = (en: string) => ({ title: { en, ar: `${en} بالعربية` } })
  async function textBlock(slug: string, en: string) {
    const res = await inject('POST', `/api/v1/pages/${slug}/blocks`, { block_type: 'text', content: title(en) })
    expect(res.statusCode).toBe(201)
    return res.json() as { id: string; version: number; order: number; content: Record<string, unknown> }
  }
  const put = (id: string, content: unknown, version?: number) =>
    inject('PUT', `/api/v1/pages/blocks/${id}`, { type: 'text', content, version })

  describe('GET /v1/pages/blocks/{id}/revisions', () => {
    it('lists every version newest first, the current one first, with its time, author and content', async () => {
      const block = await textBlock('success', 'v1')
      expect((await put(block.id, title('v2'), 1)).statusCode).toBe(200)
      expect((await put(block.id, title('v3'), 2)).statusCode).toBe(200)
      const res = await inject('GET', `/api/v1/pages/blocks/${block.id}/revisions`)
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body.total).toBe(3)
      expect(body.next).toBeNull()
      expect(body.revisions.map((r: { version: number }) => r.version)).toEqual([3, 2, 1])
      expect(body.revisions.map((r: { current: boolean }) => r.current)).toEqual([true, false, false])
      expect(body.revisions.map((r: { content: { title: { en: string } } }) => r.content.title.en)).toEqual(['v3', 'v2', 'v1'])
      for (const r of body.revisions) {
        expect(r.author).toBe(ADMIN.email)
        expect(Date.parse(r.created_at)).toBeGreaterThan(Date.now() - 60_000)
      }
    })

    it('pages with limit and before', async () => {
      const block = await textBlock('success', 'p1')
      for (let v = 1; v < 5; v++) expect((await put(block.id, title(`p${v + 1}`), v)).statusCode).toBe(200)
      const first = (await inject('GET', `/api/v1/pages/blocks/${block.id}/revisions?limit=2`)).json()
      expect(first.revisions.map((r: { version: number }) => r.version)).toEqual([5, 4])
      expect(first.next).toBe(4)
      const second = (await inject('GET', `/api/v1/pages/blocks/${block.id}/revisions?limit=2&before=${first.next}`)).json()
      expect(second.revisions.map((r: { version: number }) => r.version)).toEqual([3, 2])
      const last = (await inject('GET', `/api/v1/pages/blocks/${block.id}/revisions?limit=2&before=${second.next}`)).json()
      expect(last.revisions.map((r: { version: number }) => r.version)).toEqual([1])
      expect(last.next).toBeNull()
    })

    it('is for administrators only, and 404 for an unknown block', async () => {
      const block = await textBlock('success', 'closed')
      expect((await inject('GET', `/api/v1/pages/blocks/${block.id}/revisions`, undefined, {} as never)).statusCode).toBe(401)
      const missing = await inject('GET', '/api/v1/pages/blocks/no-such-block/revisions')
      expect(missing.statusCode).toBe(404)
      expect(missing.json().error.code).toBe('BLOCK_NOT_FOUND')
    })
  })

  describe('POST /v1/pages/blocks/{id}/revisions/{rev}/restore', () => {
    it('restores a past version as a new version, which the page then serves', async () => {
      const block = await textBlock('success', 'old words')
      expect((await put(block.id, title('new words'), 1)).statusCode).toBe(200)
      const res = await inject('POST', `/api/v1/pages/blocks/${block.id}/revisions/1/restore`, { version: 2 })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ id: block.id, version: 3, content: title('old words') })
      const page = await getPage(ctx, 'success')
      expect(page.blocks.find((b) => b.id === block.id)?.content).toEqual(title('old words'))
      const history = (await inject('GET', `/api/v1/pages/blocks/${block.id}/revisions`)).json()
      expect(history.revisions.map((r: { version: number }) => r.version)).toEqual([3, 2, 1])
    })

    it("refuses a stale version with a 409 and the current block, and writes nothing (someone else's change is never overwritten)", async () => {
      const block = await textBlock('success', 'mine')
      expect((await put(block.id, title('theirs'), 1)).statusCode).toBe(200)
      const before = await snapshot(ctx)
      const res = await inject('POST', `/api/v1/pages/blocks/${block.id}/revisions/1/restore`, { version: 1 })
      expect(res.statusCode).toBe(409)
      expect(res.json().error.code).toBe('STALE_VERSION')
      expect(res.json().error.details.current).toMatchObject({ version: 2, content: title('theirs') })
      expect(await snapshot(ctx)).toEqual(before)
    })

    it('answers 404 REVISION_NOT_FOUND for a version the block never had', async () => {
      const block = await textBlock('success', 'only')
      const res = await inject('POST', `/api/v1/pages/blocks/${block.id}/revisions/7/restore`, {})
      expect(res.statusCode).toBe(404)
      expect(res.json().error.code).toBe('REVISION_NOT_FOUND')
    })
  })

  describe('recently deleted blocks', () => {
    it('a deleted block leaves the page, is listed with who and when, and is restored to its place with its history', async () => {
      const a = await textBlock('our-awards', 'A')
      const b = await textBlock('our-awards', 'B')
      expect((await put(b.id, title('B2'), 1)).statusCode).toBe(200)
      expect((await inject('DELETE', `/api/v1/pages/blocks/${b.id}`)).statusCode).toBe(204)
      expect((await getPage(ctx, 'our-awards')).blocks.map((x) => x.id)).toEqual([a.id])
      expect((await put(b.id, title('B3'), 2)).statusCode).toBe(404)

      const list = await inject('GET', '/api/v1/pages/our-awards/deleted-blocks')
      expect(list.statusCode).toBe(200)
      const [deleted] = list.json().blocks
      expect(deleted).toMatchObject({ id: b.id, order: b.order, version: 2, content: title('B2'), deleted_by: ADMIN.email })
      expect(Date.parse(deleted.restorable_until) - Date.parse(deleted.deleted_at)).toBe(30 * DAY_MS)
      expect((await inject('GET', `/api/v1/pages/blocks/${b.id}/revisions`)).json().total).toBe(2)

      const restored = await inject('POST', `/api/v1/pages/blocks/${b.id}/restore`)
      expect(restored.statusCode).toBe(200)
      expect(restored.json()).toMatchObject({ id: b.id, order: b.order, version: 2, content: title('B2') })
      expect((await getPage(ctx, 'our-awards')).blocks.map((x) => x.id)).toEqual([a.id, b.id])
      expect((await inject('GET', '/api/v1/pages/our-awards/deleted-blocks')).json().blocks).toEqual([])
      expect((await inject('POST', `/api/v1/pages/blocks/${b.id}/restore`)).statusCode).toBe(404)
    })

    it("frees its order at once; restored after its place was taken, it goes after the page's blocks", async () => {
      const gone = await textBlock('careers', 'gone')
      expect((await inject('DELETE', `/api/v1/pages/blocks/${gone.id}`)).statusCode).toBe(204)
      const taker = await inject('POST', '/api/v1/pages/careers/blocks', { block_type: 'text', order: gone.order, content: title('taker') })
      expect(taker.statusCode).toBe(201)
      const restored = (await inject('POST', `/api/v1/pages/blocks/${gone.id}/restore`)).json()
      expect(restored.order).toBeGreaterThan(gone.order)
      const orders = (await getPage(ctx, 'careers')).blocks.map((x) => x.order)
      expect(new Set(orders).size).toBe(orders.length)
    })

    it('are kept 30 days, then purged with their revisions', async () => {
      const block = await textBlock('success', 'short-lived')
      expect((await put(block.id, title('short-lived 2'), 1)).statusCode).toBe(200)
      expect((await inject('DELETE', `/api/v1/pages/blocks/${block.id}`)).statusCode).toBe(204)
      await purgeDeleted(ctx.db.db, Date.now() + 29 * DAY_MS)
      expect((await inject('GET', '/api/v1/pages/success/deleted-blocks')).json().blocks.map((x: { id: string }) => x.id)).toContain(
        block.id,
      )
      await purgeDeleted(ctx.db.db, Date.now() + 31 * DAY_MS)
      expect((await inject('GET', '/api/v1/pages/success/deleted-blocks')).json().blocks.map((x: { id: string }) => x.id)).not.toContain(
        block.id,
      )
      const rows = await ctx.db.db.selectFrom('block_revisions').selectAll().where('block_id', '=', block.id).execute()
      expect(rows).toEqual([])
    })
  })

  describe('drafts (the publish flag)', () => {
    it('stores the flag on the block and on list items, and refuses a flag that is not true or false', async () => {
      const created = await inject('POST', '/api/v1/pages/success/blocks', { block_type: 'faq', content: { hidden: true } })
      expect(created.statusCode).toBe(201)
      expect(created.json().content.hidden).toBe(true)
      const id = created.json().id
      const content = {
        mainTitle: { en: 'Questions', ar: 'أسئلة' },
        items: [
          { id: 'faq-a', question: { en: 'Ready?', ar: 'جاهز؟' }, answer: { en: 'Yes', ar: 'نعم' } },
          { id: 'faq-b', question: { en: 'Half-made', ar: 'نصف' }, answer: { en: '', ar: '' }, hidden: true },
        ],
        hidden: true,
      }
      const saved = await inject('PUT', `/api/v1/pages/blocks/${id}`, { type: 'faq', content, version: 1 })
      expect(saved.statusCode).toBe(200)
      expect(saved.json().content).toEqual(content)
      const before = await snapshot(ctx)
      const bad = await inject('PUT', `/api/v1/pages/blocks/${id}`, {
        type: 'faq',
        content: { ...content, items: [{ ...content.items[0], hidden: 'yes' }] },
        version: 2,
      })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().error.details).toContainEqual({ path: ['items', '0', 'hidden'], message: 'The publish flag is true or false' })
      expect(await snapshot(ctx)).toEqual(before)
    })

    it("visitors' page reads leave drafts out; an administrator's token gets them", async () => {
      const draft = await inject('POST', '/api/v1/pages/success/blocks', {
        block_type: 'text',
        content: { ...title('Draft block'), hidden: true },
      })
      const visitor = await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/success' })
      expect(visitor.body).not.toContain('Draft block')
      expect(visitor.body).not.toContain('Half-made')
      expect(visitor.headers.vary).toMatch(/Authorization/)
      const faq = visitor.json().blocks.find((b: { block_type: string }) => b.block_type === 'faq')
      expect(faq).toBeUndefined()
      const admin = await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/success', headers: auth })
      expect(admin.json().blocks.map((b: { id: string }) => b.id)).toContain(draft.json().id)
      expect(admin.body).toContain('Half-made')
      expect(admin.headers['cache-control']).toMatch(/private/)
      expect(admin.headers.etag).not.toBe(visitor.headers.etag)
      const forged = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/pages/success',
        headers: { authorization: 'Bearer forged.token.here' },
      })
      expect(forged.body).toBe(visitor.body)
    })

    it('a published block with a draft item shows visitors every item but the draft', async () => {
      const content = {
        mainTitle: { en: 'Published questions', ar: 'أسئلة' },
        items: [
          { id: 'faq-c', question: { en: 'Shown', ar: 'ظاهر' }, answer: { en: 'Yes', ar: 'نعم' } },
          { id: 'faq-d', question: { en: 'Not yet', ar: 'ليس بعد' }, answer: { en: '', ar: '' }, hidden: true },
        ],
      }
      expect((await inject('POST', '/api/v1/pages/careers/blocks', { block_type: 'faq', content })).statusCode).toBe(201)
      const visitor = (await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/careers' })).json()
      const faq = visitor.blocks.find((b: { block_type: string }) => b.block_type === 'faq')
      expect(faq.content.items.map((i: { id: string }) => i.id)).toEqual(['faq-c'])
      expect(JSON.stringify(faq.content)).not.toContain('hidden')
    })
  })
})
