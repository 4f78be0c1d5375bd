import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { getPage } from './fixtures.ts'
import { bearer, dialects, login, makeEnv, snapshot, startApp, type TestEnv } from './helpers.ts'

/**
 * 'Add block' between two blocks an editor added is one write: the new block takes the place of
 * the block after it, which moves down with the rest (before, a create at the page's end and a
 * reorder: two writes, and the page showed the new block at its end in between).
 */
describe.each(dialects)('POST /v1/pages/{slug}/blocks with `before` on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  let auth: { authorization: string }
  // Our partners: its layout places orders 1–3 (hero, partners, call to action); added blocks follow.
  const SLUG = 'our-partners'

  beforeAll(async () => {
    env = await makeEnv(dialect)
    ctx = await startApp(env)
    auth = bearer((await login(ctx)).access_token)
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  const post = (payload: unknown, slug = SLUG) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/pages/${slug}/blocks`, headers: auth, payload: payload as object })
  const cta = (title: string) => ({ block_type: 'cta', content: { title: { en: title, ar: `${title} (ar)` } } })
  const titles = async () => (await getPage(ctx, SLUG)).blocks.map((b) => (b.content.title as { en: string }).en)

  it('puts the new block in the place of `before`; that block and the ones after it move one down', async () => {
    const layoutTitles = await titles()
    const first = (await post(cta('First added'))).json()
    const second = (await post(cta('Second added'))).json()
    const third = (await post(cta('Third added'))).json()
    expect([first.order, second.order, third.order]).toEqual([4, 5, 6])
    // A deleted block is parked aside and not moved; restored, its order taken, it comes back after the last.
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/pages/blocks/${third.id}`, headers: auth })).statusCode).toBe(204)

    const res = await post({ ...cta('Put between'), before: second.id })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ block_type: 'cta', order: 5 })
    expect(await titles()).toEqual([...layoutTitles, 'First added', 'Put between', 'Second added'])
    const page = await getPage(ctx, SLUG)
    expect(page.blocks.find((b) => b.id === second.id)?.order).toBe(6)
    // A move changes no content: the moved block keeps its version.
    expect(page.blocks.find((b) => b.id === second.id)?.version).toBe(1)

    const restored = await ctx.app.inject({ method: 'POST', url: `/api/v1/pages/blocks/${third.id}/restore`, headers: auth })
    expect(restored.statusCode).toBe(200)
    expect(await titles()).toEqual([...layoutTitles, 'First added', 'Put between', 'Second added', 'Third added'])
  })

  it('before the first added block, too', async () => {
    const firstAdded = (await getPage(ctx, SLUG)).blocks.find((b) => b.order === 4)
    const res = await post({ ...cta('Now first'), before: firstAdded?.id })
    expect(res.statusCode).toBe(201)
    expect(res.json().order).toBe(4)
    expect((await titles()).slice(3, 5)).toEqual(['Now first', 'First added'])
  })

  it('refuses, and writes nothing: a place of the layout (400), a block of another page or none (404), `order` beside it (400)', async () => {
    const page = await getPage(ctx, SLUG)
    const layoutBlock = page.blocks.find((b) => b.order === 1)
    const added = page.blocks.find((b) => b.order === 5)
    const elsewhere = (await getPage(ctx, 'our-awards')).blocks[0]
    const before = await snapshot(ctx)
    const cases: [unknown, number, string, string][] = [
      [
        { ...cta('x'), before: layoutBlock?.id },
        400,
        'BAD_REQUEST',
        `Block '${layoutBlock?.id}' holds a place of the layout of 'our-partners': a new block goes before a block editors added.`,
      ],
      [{ ...cta('x'), before: elsewhere?.id }, 404, 'BLOCK_NOT_FOUND', `No block '${elsewhere?.id}' on 'our-partners'.`],
      [{ ...cta('x'), before: 'no-such-block' }, 404, 'BLOCK_NOT_FOUND', `No block 'no-such-block' on 'our-partners'.`],
      [{ ...cta('x'), before: added?.id, order: 40 }, 400, 'BAD_REQUEST', 'Give either `order` or `before`, not both.'],
    ]
    for (const [payload, status, code, message] of cases) {
      const res = await post(payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(status)
      expect(res.json().error).toMatchObject({ code, message })
    }
    const bad = await post({ ...cta('x'), before: 'a/b' })
    expect(bad.statusCode).toBe(400)
    expect(await snapshot(ctx)).toEqual(before)
  })

  it('the audit log names the place it was put', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/audit?page=${SLUG}&action=block.create`, headers: auth })
    expect(res.statusCode).toBe(200)
    const details = (res.json().items as { detail: { before?: string } }[]).map((e) => e.detail.before).filter(Boolean)
    expect(details).toHaveLength(2)
  })
})
