import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { getPage } from './fixtures.ts'
import { bearer, login, makeEnv, snapshot, startApp, type TestEnv } from './helpers.ts'

// A block type from one folder (tests/fixtures/blocks/quote), added with one line to each list
// the server reads: its block types and its seeds. Nothing else of the product is touched.
vi.mock('../../schemas/blocks/list.ts', async (importOriginal) => {
  const { blockTypes } = await importOriginal<typeof import('../../schemas/blocks/list.ts')>()
  const { quoteType } = await import('../fixtures/blocks/quote/schema.ts')
  return { blockTypes: [...blockTypes, quoteType] }
})
vi.mock('../../server/seed/block-seeds.ts', async (importOriginal) => {
  const { blockSeeds } = await importOriginal<typeof import('../../server/seed/block-seeds.ts')>()
  const { quoteSeed } = await import('../fixtures/blocks/quote/seed.ts')
  return { blockSeeds: [...blockSeeds, quoteSeed] }
})

describe('a block type added from one folder', () => {
  let env: TestEnv
  let ctx: AppContext
  let auth: { authorization: string }

  beforeAll(async () => {
    env = await makeEnv('sqlite')
    ctx = await startApp(env)
    auth = bearer((await login(ctx)).access_token)
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  const quoteBlock = async () => {
    const block = (await getPage(ctx, 'about')).blocks.find((b) => b.block_type === 'quote')
    if (!block) throw new Error('about has no quote block')
    return block
  }
  const put = (block: { id: string; version: number }, content: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/pages/blocks/${block.id}`,
      headers: auth,
      payload: { type: 'quote', content, version: block.version },
    })

  it('is seeded with the content of its folder', async () => {
    const block = await quoteBlock()
    expect(block.order).toBe(5)
    expect(block.content).toEqual({
      text: { en: 'Learning is a treasure that follows its owner everywhere.', ar: 'العلم كنز يرافق صاحبه أينما ذهب.' },
      author: { en: 'A proverb', ar: 'مثل' },
    })
  })

  it('is validated by the server with its own schema: a wrong field is refused and nothing is written', async () => {
    const block = await quoteBlock()
    const before = await snapshot(ctx)
    const res = await put(block, { text: { en: 42, ar: 'س' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('INVALID_CONTENT')
    expect(res.json().error.details).toContainEqual(expect.objectContaining({ path: ['text', 'en'] }))
    expect(await snapshot(ctx)).toEqual(before)
  })

  it('stores an edit that its schema accepts', async () => {
    const block = await quoteBlock()
    const res = await put(block, { ...block.content, author: { en: 'Ibn Khaldun', ar: 'ابن خلدون' } })
    expect(res.statusCode).toBe(200)
    expect((await quoteBlock()).content.author).toEqual({ en: 'Ibn Khaldun', ar: 'ابن خلدون' })
  })
})
