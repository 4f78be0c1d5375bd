import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import type { BlockDto } from './fixtures.ts'
import { bearer, dialects, login, makeEnv, snapshot, startApp, type TestEnv } from './helpers.ts'
import { renderer, siteFolder } from './ssr-site.ts'

const story = (id: string, en: string) => ({
  id,
  title: { en, ar: en },
  quote: { en: `What ${en} said`, ar: `ما قاله ${en}` },
  image: { src: '/media/x.svg', alt: { en: '', ar: '' } },
  categories: ['banking'],
})

describe.each(dialects)('PATCH /v1/pages/blocks/{id} (JSON Patch) on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  let auth: { authorization: string }

  beforeAll(async () => {
    env = await makeEnv(dialect)
    env.config.siteDir = siteFolder(env.dataDir)
    ctx = await startApp(env, { renderer })
    auth = bearer((await login(ctx)).access_token)
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  /** A stories block of its own on page `slug` (an order beyond the layout), with three stories. */
  async function storiesBlock(slug = 'careers'): Promise<BlockDto> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/pages/${slug}/blocks`,
      headers: auth,
      payload: { block_type: 'stories', content: { stories: [story('alpha', 'Alpha'), story('beta', 'Beta'), story('gamma', 'Gamma')] } },
    })
    expect(res.statusCode).toBe(201)
    return res.json()
  }
  const patch = (id: string, payload: unknown) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/v1/pages/blocks/${id}`, headers: auth, payload: payload as object })
  const stored = async (id: string) => {
    const row = await ctx.db.db.selectFrom('blocks').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    return { version: row.version, content: JSON.parse(row.content) as { stories: ReturnType<typeof story>[] } }
  }

  it('applies the operations to the stored content, answers the new version without the content, and keeps the rest', async () => {
    const block = await storiesBlock()
    const res = await patch(block.id, {
      version: block.version,
      operations: [
        { op: 'test', path: '/stories/1/id', value: 'beta' },
        { op: 'replace', path: '/stories/1/title/en', value: 'Beta, renamed' },
        { op: 'add', path: '/stories/0', value: story('new-one', 'New one') },
        { op: 'remove', path: '/stories/3' },
      ],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ id: block.id, block_type: 'stories', order: block.order, version: block.version + 1, sanitized: false })
    expect(res.headers.etag).toBe(`"${block.version + 1}"`)
    const after = await stored(block.id)
    expect(after.content.stories.map((s) => s.id)).toEqual(['new-one', 'alpha', 'beta'])
    expect(after.content.stories[2]?.title).toEqual({ en: 'Beta, renamed', ar: 'Beta' })
    // The previous content is a revision, as for a PUT.
    const revisions = await ctx.db.db.selectFrom('block_revisions').selectAll().where('block_id', '=', block.id).execute()
    expect(revisions.map((r) => r.version)).toEqual([block.version])
  })

  it('drops the page answer and the rendered HTML that show the block, as a PUT does', async () => {
    const page = (await ctx.app.inject({ url: '/api/v1/pages/customer-stories' })).json() as { blocks: BlockDto[] }
    const hero = page.blocks.find((b) => b.order === 1) as BlockDto
    const etag = (await ctx.app.inject({ url: '/api/v1/pages/customer-stories' })).headers.etag as string
    const before = await ctx.app.inject({ url: '/customer-stories?lng=en' })
    expect(before.body).not.toContain('Stories that changed how the Gulf learns')
    const res = await patch(hero.id, {
      version: hero.version,
      operations: [{ op: 'replace', path: '/title/en', value: 'Stories that changed how the Gulf learns' }],
    })
    expect(res.statusCode).toBe(200)
    const read = await ctx.app.inject({ url: '/api/v1/pages/customer-stories', headers: { 'if-none-match': etag } })
    expect(read.statusCode).toBe(200)
    expect(read.json().blocks[0].content.title.en).toBe('Stories that changed how the Gulf learns')
    const html = await ctx.app.inject({ url: '/customer-stories?lng=en' })
    expect(html.body).toContain('Stories that changed how the Gulf learns')
  })

  it('answers 409 STALE_VERSION with the current block for a stale version, and writes nothing', async () => {
    const block = await storiesBlock()
    const first = await patch(block.id, {
      version: block.version,
      operations: [{ op: 'replace', path: '/stories/0/title/en', value: 'A1' }],
    })
    expect(first.statusCode).toBe(200)
    const before = await snapshot(ctx)
    const res = await patch(block.id, { version: block.version, operations: [{ op: 'replace', path: '/stories/0/title/en', value: 'A2' }] })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.code).toBe('STALE_VERSION')
    expect(res.json().error.details.current).toMatchObject({ id: block.id, version: block.version + 1 })
    expect(res.json().error.details.current.content.stories[0].title.en).toBe('A1')
    expect(await snapshot(ctx)).toEqual(before)
  })

  it('two editors changing different stories: the later one is told the version is stale, and its same operations apply at the current version', async () => {
    const block = await storiesBlock()
    const mine = [
      { op: 'test', path: '/stories/2/id', value: 'gamma' },
      { op: 'replace', path: '/stories/2/quote/en', value: 'Gamma, edited by B' },
    ]
    expect(
      (
        await patch(block.id, {
          version: block.version,
          operations: [{ op: 'replace', path: '/stories/0/quote/en', value: 'Alpha, edited by A' }],
        })
      ).statusCode,
    ).toBe(200)
    const stale = await patch(block.id, { version: block.version, operations: mine })
    expect(stale.statusCode).toBe(409)
    const current = stale.json().error.details.current as BlockDto
    expect((await patch(block.id, { version: current.version, operations: mine })).statusCode).toBe(200)
    const after = await stored(block.id)
    expect(after.content.stories.map((s) => s.quote.en)).toEqual(['Alpha, edited by A', 'What Beta said', 'Gamma, edited by B'])
  })

  it('answers 400 PATCH_TEST_FAILED for a failed test, applying none of the operations before it', async () => {
    const block = await storiesBlock()
    const before = await snapshot(ctx)
    const res = await patch(block.id, {
      version: block.version,
      operations: [
        { op: 'replace', path: '/stories/0/title/en', value: 'Changed' },
        { op: 'test', path: '/stories/1/id', value: 'not-beta' },
      ],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('PATCH_TEST_FAILED')
    expect(res.json().error.details).toEqual([{ path: ['operations', '1'], message: expect.any(String) }])
    expect(await snapshot(ctx)).toEqual(before)
  })

  it('answers 400 INVALID_CONTENT when the result does not match the schema, with the issue path, and writes nothing', async () => {
    const block = await storiesBlock()
    const before = await snapshot(ctx)
    for (const operations of [
      [{ op: 'replace', path: '/stories/0/title/en', value: 42 }],
      [{ op: 'add', path: '/stories/0/image/src', value: 'javascript:alert(1)' }],
      [{ op: 'replace', path: '/stories', value: 'not a list' }],
    ]) {
      const res = await patch(block.id, { version: block.version, operations })
      expect(res.statusCode, JSON.stringify(operations)).toBe(400)
      expect(res.json().error.code).toBe('INVALID_CONTENT')
      expect(res.json().error.details.length).toBeGreaterThan(0)
    }
    const one = await patch(block.id, { version: block.version, operations: [{ op: 'replace', path: '/stories/1/title/en', value: 42 }] })
    expect(one.json().error.details).toContainEqual(expect.objectContaining({ path: ['stories', '1', 'title', 'en'] }))
    expect(await snapshot(ctx)).toEqual(before)
  })

  it('answers 400 INVALID_PATCH for an operation that cannot apply, and writes nothing', async () => {
    const block = await storiesBlock()
    const before = await snapshot(ctx)
    for (const operations of [
      [{ op: 'remove', path: '/stories/9' }],
      [{ op: 'replace', path: '/nothing/here', value: 1 }],
      [{ op: 'add', path: '/stories/7', value: story('far', 'Far') }],
      [{ op: 'move', from: '/stories/0', path: '/stories/0/title' }],
      [{ op: 'replace', path: '', value: {} }],
    ]) {
      const res = await patch(block.id, { version: block.version, operations })
      expect(res.statusCode, JSON.stringify(operations)).toBe(400)
      expect(res.json().error.code, JSON.stringify(operations)).toBe('INVALID_PATCH')
    }
    expect(await snapshot(ctx)).toEqual(before)
  })

  it('stops a patch of doubling copies at the body limit with 400 INVALID_PATCH: nothing written, the server still answers', async () => {
    const block = await storiesBlock()
    const before = await snapshot(ctx)
    // Each copy appends the list to itself: 30 of them would make 2^30 copies of the three stories.
    const operations = Array.from({ length: 30 }, () => ({ op: 'copy', from: '/stories', path: '/stories/-' }))
    expect(JSON.stringify(operations).length).toBeLessThan(1600)
    const res = await patch(block.id, { version: block.version, operations })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('INVALID_PATCH')
    expect(res.json().error.message).toMatch(/1 MB/)
    const [issue] = res.json().error.details as { path: string[] }[]
    expect(issue?.path[0]).toBe('operations')
    expect(await snapshot(ctx)).toEqual(before)
    expect(await stored(block.id)).toEqual({ version: block.version, content: block.content })
    // Growth is counted through adds and removes too: a big value added after a copy is measured.
    const big = 'x'.repeat(600 * 1024)
    const grown = await patch(block.id, {
      version: block.version,
      operations: [
        { op: 'replace', path: '/stories/0/title/en', value: big },
        { op: 'copy', from: '/stories/0', path: '/stories/-' },
      ],
    })
    expect(grown.json().error.code).toBe('INVALID_PATCH')
    const shrunk = await patch(block.id, {
      version: block.version,
      operations: [
        { op: 'replace', path: '/stories/0/title/en', value: big },
        { op: 'remove', path: '/stories/0' },
        { op: 'copy', from: '/stories/0', path: '/stories/-' },
        // A copied item needs an id of its own: a list never holds one id twice.
        { op: 'replace', path: '/stories/2/id', value: 'beta-copy' },
      ],
    })
    expect(shrunk.statusCode, shrunk.body).toBe(200)
  })

  it('stops copies undone by removes at 1 MB copied in all (each copy is a deep clone), though the content never grows past it', async () => {
    const block = await storiesBlock()
    const before = await snapshot(ctx)
    const big = 'x'.repeat(300 * 1024)
    const operations = [
      { op: 'replace', path: '/stories/0/title/en', value: big },
      ...Array.from({ length: 4 }, () => [
        { op: 'copy', from: '/stories/0', path: '/stories/-' },
        { op: 'remove', path: '/stories/3' },
      ]).flat(),
      { op: 'replace', path: '/stories/0/title/en', value: 'Alpha' },
    ]
    const res = await patch(block.id, { version: block.version, operations })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('INVALID_PATCH')
    expect(res.json().error.details).toEqual([{ path: ['operations', '7'], message: expect.stringMatching(/copy more than 1 MB/) }])
    expect(await snapshot(ctx)).toEqual(before)
    // Three such copies (900 KB) are within the budget.
    const fewer = operations.filter((_, i) => i < 7 || i === operations.length - 1)
    expect((await patch(block.id, { version: block.version, operations: fewer })).statusCode).toBe(200)
  })

  it('refuses malformed bodies with 400 and writes nothing: no version, no operations, unknown op, bad pointer, prototype keys', async () => {
    const block = await storiesBlock()
    const before = await snapshot(ctx)
    for (const payload of [
      { operations: [{ op: 'remove', path: '/stories/0' }] },
      { version: block.version, operations: [] },
      { version: block.version, operations: [{ op: 'merge', path: '/stories/0', value: {} }] },
      { version: block.version, operations: [{ op: 'replace', path: 'stories/0', value: {} }] },
      { version: block.version, operations: [{ op: 'add', path: '/__proto__/polluted', value: true }] },
      { version: block.version, operations: [{ op: 'copy', from: '/constructor/prototype', path: '/x' }] },
      { version: block.version, operations: Array.from({ length: 501 }, () => ({ op: 'test', path: '/stories/0/id', value: 'alpha' })) },
    ]) {
      const res = await patch(block.id, payload)
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(res.json().error.code).toBe('BAD_REQUEST')
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(await snapshot(ctx)).toEqual(before)
  })

  it('answers 404 BLOCK_NOT_FOUND for an unknown block and 401 without a token', async () => {
    const missing = await patch('no-such-block', { version: 1, operations: [{ op: 'remove', path: '/a' }] })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('BLOCK_NOT_FOUND')
    const block = await storiesBlock()
    const anonymous = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/pages/blocks/${block.id}`,
      payload: { version: block.version, operations: [{ op: 'remove', path: '/stories/0' }] },
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('sanitizes rich text the operations write and says so (sanitized: true)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/pages/careers/blocks',
      headers: auth,
      payload: { block_type: 'learn-and-thrive', content: { descriptionLeft: { en: '<p>Hi</p>', ar: '<p>مرحبًا</p>' } } },
    })
    const block = res.json() as BlockDto
    const ok = await patch(block.id, {
      version: block.version,
      operations: [{ op: 'replace', path: '/descriptionLeft/en', value: '<p onclick="x()">Hello<script>alert(1)</script></p>' }],
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().sanitized).toBe(true)
    const row = await ctx.db.db.selectFrom('blocks').select('content').where('id', '=', block.id).executeTakeFirstOrThrow()
    expect(JSON.parse(row.content).descriptionLeft.en).toBe('<p>Hello</p>')
  })

  it('of many PATCHes naming the same version at once, exactly one is stored', async () => {
    const block = await storiesBlock()
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        patch(block.id, { version: block.version, operations: [{ op: 'replace', path: '/stories/0/title/en', value: `Writer ${i}` }] }),
      ),
    )
    const codes = results.map((r) => r.statusCode).sort()
    expect(codes.filter((c) => c === 200)).toHaveLength(1)
    expect(codes.filter((c) => c === 409)).toHaveLength(7)
    const winner = results.findIndex((r) => r.statusCode === 200)
    expect((await stored(block.id)).content.stories[0]?.title.en).toBe(`Writer ${winner}`)
    expect((await stored(block.id)).version).toBe(block.version + 1)
  })

  it('changes one story of a thousand with a request of a few hundred bytes', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => story(`story-${i}`, `Story ${i}`))
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/pages/our-team/blocks',
      headers: auth,
      payload: { block_type: 'stories', content: { stories: many.slice(0, 1) } },
    })
    let block = created.json() as BlockDto
    // Filled 200 at a time: each request stays far below the body limit.
    for (let i = 1; i < many.length; i += 200) {
      const operations = many.slice(i, i + 200).map((s) => ({ op: 'add', path: '/stories/-', value: s }))
      const res = await patch(block.id, { version: block.version, operations })
      expect(res.statusCode).toBe(200)
      block = { ...block, version: res.json().version }
    }
    const body = JSON.stringify({
      version: block.version,
      operations: [
        { op: 'test', path: '/stories/777/id', value: 'story-777' },
        { op: 'replace', path: '/stories/777/title', value: { en: 'Story 777, edited', ar: 'القصة 777' } },
      ],
    })
    expect(Buffer.byteLength(body)).toBeLessThan(10 * 1024)
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/pages/blocks/${block.id}`,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: body,
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.length).toBeLessThan(200)
    const after = await stored(block.id)
    expect(after.content.stories).toHaveLength(1000)
    expect(after.content.stories[777]?.title.en).toBe('Story 777, edited')
  })
})
