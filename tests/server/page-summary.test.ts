import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { bearer, dialects, login, makeEnv, snapshot, startApp, type TestEnv } from './helpers.ts'

type Story = { id: string; title: { en: string; ar: string }; hidden?: boolean; detailContent?: { body: { text: { en: string } }[] } }
type Page = { slug: string; blocks: { id: string; order: number; version: number; block_type: string; content: Record<string, unknown> }[] }

/** The page with each story's own page taken out: what a list needs. */
const withoutStoryPages = (page: Page): Page => ({
  ...page,
  blocks: page.blocks.map((b) =>
    Array.isArray(b.content.stories)
      ? { ...b, content: { ...b.content, stories: (b.content.stories as Story[]).map(({ detailContent: _, ...card }) => card) } }
      : b,
  ),
})

describe.each(dialects)('GET /v1/pages/{slug}?view=summary and ?item={id} on %s', (dialect) => {
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

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers })
  const patch = (block: { id: string; version: number }, operations: object[]) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/pages/blocks/${block.id}`,
      headers: auth,
      payload: { version: block.version, operations },
    })
  const stories = (page: Page) => page.blocks.find((b) => b.order === 2) as Page['blocks'][number]

  it('answers the page without the stories’ own pages, and otherwise as visitors get it', async () => {
    const whole = (await get('/api/v1/pages/customer-stories')).json() as Page
    const res = await get('/api/v1/pages/customer-stories?view=summary')
    expect(res.statusCode).toBe(200)
    const summary = res.json() as Page
    const cards = stories(summary).content.stories as Story[]
    expect(cards.length).toBeGreaterThanOrEqual(20)
    expect(cards.every((s) => !('detailContent' in s))).toBe(true)
    expect(summary).toEqual(withoutStoryPages(whole))
    // The seed's story pages are most of the bytes.
    expect(res.body.length).toBeLessThan((await get('/api/v1/pages/customer-stories')).body.length / 2)
  })

  it('answers a page with no item pages as visitors get it, byte for byte', async () => {
    const visitors = await get('/api/v1/pages/header')
    const summary = await get('/api/v1/pages/header?view=summary')
    expect(summary.body).toBe(visitors.body)
  })

  it('is the same for everyone: no draft story even for an administrator, and no Vary on Authorization', async () => {
    const block = stories((await get('/api/v1/pages/customer-stories', auth)).json() as Page)
    const draft = {
      ...(block.content.stories as Story[])[0],
      id: 'story-draft-only',
      title: { en: 'Draft story', ar: 'قصة مسودة' },
      hidden: true,
    }
    expect((await patch(block, [{ op: 'add', path: '/stories/-', value: draft }])).statusCode).toBe(200)
    expect((await get('/api/v1/pages/customer-stories', auth)).body).toContain('Draft story')
    const summary = await get('/api/v1/pages/customer-stories?view=summary', auth)
    expect(summary.body).not.toContain('Draft story')
    expect(summary.headers.vary).toBe('Accept-Encoding')
    expect(summary.headers['cache-control']).toBe('no-cache')
    expect(summary.json()).toEqual(withoutStoryPages((await get('/api/v1/pages/customer-stories')).json() as Page))
  })

  it('follows a write to one story: new title, no page body, the same as a fresh read', async () => {
    const block = stories((await get('/api/v1/pages/customer-stories', auth)).json() as Page)
    await get('/api/v1/pages/customer-stories?view=summary')
    const res = await patch(block, [
      { op: 'replace', path: '/stories/1/title/en', value: 'Renamed story' },
      { op: 'replace', path: '/stories/1/detailContent/body/0/text/en', value: 'A new first paragraph' },
    ])
    expect(res.statusCode).toBe(200)
    const after = await get('/api/v1/pages/customer-stories?view=summary')
    expect(after.body).toContain('Renamed story')
    expect(after.body).not.toContain('A new first paragraph')
    expect((await get('/api/v1/pages/customer-stories')).body).toContain('A new first paragraph')
    ctx.cache.drop('customer-stories')
    expect((await get('/api/v1/pages/customer-stories?view=summary')).body).toBe(after.body)
  })

  it('has its own ETag, and answers 304 to it', async () => {
    const whole = await get('/api/v1/pages/customer-stories')
    const summary = await get('/api/v1/pages/customer-stories?view=summary')
    expect(summary.headers.etag).not.toBe(whole.headers.etag)
    const again = await get('/api/v1/pages/customer-stories?view=summary', { 'if-none-match': String(summary.headers.etag) })
    expect(again.statusCode).toBe(304)
  })

  it('refuses an unknown view with a 400 JSON error, and changes nothing', async () => {
    const before = await snapshot(ctx)
    const res = await get('/api/v1/pages/customer-stories?view=everything')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBeTypeOf('string')
    expect(await snapshot(ctx)).toEqual(before)
  })

  it('?item={id} answers the page with that one story, whole, and the rest as visitors get it', async () => {
    const whole = (await get('/api/v1/pages/customer-stories')).json() as Page
    const named = (stories(whole).content.stories as Story[])[2] as Story
    const res = await get(`/api/v1/pages/customer-stories?item=${encodeURIComponent(named.id)}`)
    expect(res.statusCode).toBe(200)
    const one = res.json() as Page
    expect(stories(one).content.stories).toEqual([named])
    expect(named.detailContent?.body.length).toBeGreaterThan(0)
    const { stories: _, ...rest } = stories(whole).content
    expect({ ...stories(one).content, stories: [] }).toEqual({ ...rest, stories: [] })
    expect(one.blocks.map((b) => b.id)).toEqual(whole.blocks.map((b) => b.id))
    expect(res.headers.vary).toBe('Accept-Encoding')
    const again = await get(`/api/v1/pages/customer-stories?item=${encodeURIComponent(named.id)}`, {
      'if-none-match': String(res.headers.etag),
    })
    expect(again.statusCode).toBe(304)
  })

  it('?item={id} holds no story for an unknown id, nor for a draft story, even for an administrator', async () => {
    expect(stories((await get('/api/v1/pages/customer-stories?item=no-such-story')).json() as Page).content.stories).toEqual([])
    const draft = await get('/api/v1/pages/customer-stories?item=story-draft-only', auth)
    expect(stories(draft.json() as Page).content.stories).toEqual([])
  })

  it('?item={id} follows a write to that story', async () => {
    const block = stories((await get('/api/v1/pages/customer-stories', auth)).json() as Page)
    const named = (block.content.stories as Story[])[4] as Story
    const url = `/api/v1/pages/customer-stories?item=${encodeURIComponent(named.id)}`
    await get(url)
    const res = await patch(block, [{ op: 'replace', path: '/stories/4/detailContent/body/0/text/en', value: 'Rewritten opening' }])
    expect(res.statusCode).toBe(200)
    expect((await get(url)).body).toContain('Rewritten opening')
  })

  it('refuses both views at once, and an empty item id, with a 400 JSON error', async () => {
    for (const query of ['view=summary&item=x', 'item=']) {
      const res = await get(`/api/v1/pages/customer-stories?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().error.code, query).toBeTypeOf('string')
    }
  })
})
