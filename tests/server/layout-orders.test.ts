import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { getPage } from './fixtures.ts'
import { bearer, dialects, login, makeEnv, snapshot, startApp, type TestEnv } from './helpers.ts'

// page-layouts/about.ts: hero 1, who we are 2, learn and thrive 3, vision 4, call to action 6; 5 is unused.
describe.each(dialects)('orders the layout gives a meaning to, on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  let auth: { authorization: string }

  beforeAll(async () => {
    env = await makeEnv(dialect)
    ctx = await startApp(env)
    auth = bearer((await login(ctx)).access_token)
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  const post = (slug: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/pages/${slug}/blocks`, headers: auth, payload })

  it('About: with the call to action deleted, an added block goes after the layout (7), never to the unused order 5', async () => {
    const about = await getPage(ctx, 'about')
    expect(about.blocks.map((b) => [b.order, b.block_type])).toEqual([
      [1, 'hero'],
      [2, 'who-we-are'],
      [3, 'learn-and-thrive'],
      [4, 'vision'],
      [6, 'cta'],
    ])
    const cta = about.blocks.find((b) => b.order === 6)!
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/pages/blocks/${cta.id}`, headers: auth })).statusCode).toBe(204)
    const added = await post('about', { block_type: 'text' })
    expect(added.statusCode).toBe(201)
    expect(added.json().order).toBe(7)
    expect((await post('about', { block_type: 'text' })).json().order).toBe(8)
  })

  it('an order the layout marks unused is refused with 400 ORDER_UNUSED, and nothing is written', async () => {
    const before = await snapshot(ctx)
    const res = await post('about', { block_type: 'text', order: 5 })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({ code: 'ORDER_UNUSED', message: expect.stringContaining('5') })
    expect(await snapshot(ctx)).toEqual(before)
  })

  it('a reorder that puts a block on an unused order is refused with 400 ORDER_UNUSED, and nothing is written', async () => {
    const about = await getPage(ctx, 'about')
    const before = await snapshot(ctx)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/pages/blocks/reorder',
      headers: auth,
      payload: { page: 'about', blocks: about.blocks.map((b, i) => ({ id: b.id, order: i === 0 ? 5 : b.order })) },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('ORDER_UNUSED')
    expect(await snapshot(ctx)).toEqual(before)
  })

  it('pages without a layout (header, footer) number added blocks after their own', async () => {
    const res = await post('footer', { block_type: 'text' })
    expect(res.json().order).toBe(2)
  })

  it('a reorder to negative orders, which the schema allows, is stored (a 500 before: it clashed with the temporary orders)', async () => {
    const about = await getPage(ctx, 'about')
    const n = about.blocks.length
    // -n … -1 in page order: the first block takes the order the server used to park the last one on.
    const blocks = about.blocks.map((b, i) => ({ id: b.id, order: -(n - i) }))
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/pages/blocks/reorder',
      headers: auth,
      payload: { page: 'about', blocks },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect((await getPage(ctx, 'about')).blocks.map((b) => [b.id, b.order])).toEqual(blocks.map((b) => [b.id, b.order]))
  })
})
