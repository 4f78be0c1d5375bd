import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { clearPages, getPage } from './fixtures.ts'
import { bearer, dialects, login, makeEnv, startApp, type TestEnv } from './helpers.ts'

const WRITERS = 50

describe.each(dialects)('concurrent writers on %s', (dialect) => {
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

  it(`${WRITERS} PUTs naming the same version: exactly one 200, the rest 409 STALE_VERSION, no lost update`, async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/pages/success/blocks',
      headers: auth,
      payload: { block_type: 'text' },
    })
    const block = created.json()
    expect(block.version).toBe(1)

    const contentOf = (i: number) => ({ title: { en: `Writer ${i}`, ar: `الكاتب ${i}` } })
    const results = await Promise.all(
      Array.from({ length: WRITERS }, (_, i) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/v1/pages/blocks/${block.id}`,
          headers: auth,
          payload: { type: 'text', content: contentOf(i), version: 1 },
        }),
      ),
    )
    const statuses = results.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(WRITERS - 1)
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().error.code).toBe('STALE_VERSION')

    const winner = statuses.indexOf(200)
    const stored = await ctx.db.db.selectFrom('blocks').selectAll().where('id', '=', block.id).executeTakeFirstOrThrow()
    expect(stored.version).toBe(2)
    expect(JSON.parse(stored.content)).toEqual(contentOf(winner))
    expect((await getPage(ctx, 'success')).blocks[0]?.content).toEqual(contentOf(winner))

    const revisions = await ctx.db.db.selectFrom('block_revisions').selectAll().where('block_id', '=', block.id).execute()
    expect(revisions).toHaveLength(1)
    expect(revisions[0]?.version).toBe(1)
    expect(JSON.parse(revisions[0]?.content as string)).toEqual(block.content)
  })

  it('10 concurrent creates without an order: all 201, with distinct orders', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({ method: 'POST', url: '/api/v1/pages/careers/blocks', headers: auth, payload: { block_type: 'text' } }),
      ),
    )
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201))
    const orders = results.map((r) => r.json().order).sort((a, b) => a - b)
    // After the careers layout's orders (hero 1, call to action 3).
    expect(orders).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
    expect((await getPage(ctx, 'careers')).blocks.map((b) => b.order)).toEqual(orders)
  })

  it('10 concurrent creates naming the same order: one 201, nine 409 ORDER_TAKEN', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({ method: 'POST', url: '/api/v1/pages/our-team/blocks', headers: auth, payload: { block_type: 'text', order: 5 } }),
      ),
    )
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1)
    const refused = results.filter((r) => r.statusCode !== 201)
    expect(refused.map((r) => r.statusCode)).toEqual(Array(9).fill(409))
    for (const r of refused) expect(r.json().error.code).toBe('ORDER_TAKEN')
    expect((await getPage(ctx, 'our-team')).blocks).toHaveLength(1)
  })

  it('concurrent reorders and creates on one page never fail with a 500', async () => {
    const ids: string[] = []
    for (let i = 0; i < 4; i++)
      ids.push(
        (
          await ctx.app.inject({ method: 'POST', url: '/api/v1/pages/resources/blocks', headers: auth, payload: { block_type: 'text' } })
        ).json().id,
      )
    const reorder = (shift: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/pages/blocks/reorder',
        headers: auth,
        payload: { page: 'resources', blocks: ids.map((id, i) => ({ id, order: ((i + shift) % ids.length) + 1 })) },
      })
    const create = () =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/pages/resources/blocks', headers: auth, payload: { block_type: 'text' } })
    const results = await Promise.all([reorder(1), reorder(2), reorder(3), create(), reorder(1), create()])
    for (const r of results) expect(r.statusCode, r.body).toBeLessThan(500)
    const orders = (await getPage(ctx, 'resources')).blocks.map((b) => b.order)
    expect(new Set(orders).size).toBe(orders.length)
  })
})
