import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { bearer, dialects, login, makeEnv, snapshot, startApp, type TestEnv } from './helpers.ts'

type Item = { id: string; title?: { en: string }; categories?: string[]; type?: string; detailContent?: unknown }
type Block = {
  id: string
  order: number
  version: number
  block_type: string
  content: Record<string, unknown>
  window?: { total: number; page: number }
}
type Page = { slug: string; blocks: Block[] }
type Option = { id: string }

describe.each(dialects)('GET /v1/pages/{slug}?window={order}: one place’s window of a list, on %s', (dialect) => {
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
  const page = async (url: string) => {
    const res = await get(url)
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as Page
  }
  const at = (p: Page, order: number) => p.blocks.find((b) => b.order === order) as Block
  const items = (b: Block, list: string) => b.content[list] as Item[]

  it('answers one page of 15 stories (spec §9), the rest of the page as lists read it, and how many stories there are', async () => {
    const summary = await page('/api/v1/pages/customer-stories?view=summary')
    const all = items(at(summary, 2), 'stories')
    expect(all.length).toBeGreaterThan(15)
    const window = await page('/api/v1/pages/customer-stories?window=2')
    const block = at(window, 2)
    expect(items(block, 'stories')).toEqual(all.slice(0, 15))
    expect(block.window).toEqual({ total: all.length, page: 1 })
    expect(items(block, 'stories').every((s) => !('detailContent' in s))).toBe(true)
    // Everything else as the summary has it: the hero, the filters and titles.
    expect(at(window, 1)).toEqual(at(summary, 1))
    const { stories: _, ...rest } = block.content
    const { stories: __, ...summaryRest } = at(summary, 2).content
    expect(rest).toEqual(summaryRest)
    // The last page holds what is left.
    const last = Math.ceil(all.length / 15)
    const lastPage = at(await page(`/api/v1/pages/customer-stories?window=2&page=${last}`), 2)
    expect(items(lastPage, 'stories')).toEqual(all.slice((last - 1) * 15))
    expect(lastPage.window).toEqual({ total: all.length, page: last })
  })

  it('keeps the stories of the industry and solution the address names, as the site filters them', async () => {
    const summary = await page('/api/v1/pages/customer-stories?view=summary')
    const block = at(summary, 2)
    const filters = block.content.filters as { industries: Option[]; solutions: Option[] }
    const all = items(block, 'stories')
    const industry = (filters.industries as Option[]).find((o) => all.filter((s) => s.categories?.includes(o.id)).length > 1)?.id as string
    const matching = all.filter((s) => s.categories?.includes(industry))
    const cut = at(await page(`/api/v1/pages/customer-stories?window=2&industry=${industry}`), 2)
    expect(items(cut, 'stories')).toEqual(matching.slice(0, 15))
    expect(cut.window).toEqual({ total: matching.length, page: 1 })
    // Both filters at once: a story shows when it holds each chosen option.
    const solution = matching[0]?.categories?.find((id) => filters.solutions.some((o) => o.id === id)) as string
    const both = all.filter((s) => s.categories?.includes(industry) && s.categories.includes(solution))
    const cutBoth = at(await page(`/api/v1/pages/customer-stories?window=2&industry=${industry}&solution=${solution}`), 2)
    expect(items(cutBoth, 'stories').map((s) => s.id)).toEqual(both.map((s) => s.id).slice(0, 15))
    expect(cutBoth.window?.total).toBe(both.length)
  })

  it('reads an unknown option as all and a page past the last as the last, like the site: such reads share one answer and ETag', async () => {
    const plain = await get('/api/v1/pages/customer-stories?window=2')
    const unknown = await get('/api/v1/pages/customer-stories?window=2&industry=no-such-industry&page=1')
    expect(unknown.body).toBe(plain.body)
    expect(unknown.headers.etag).toBe(plain.headers.etag)
    const total = (plain.json() as Page).blocks.find((b) => b.order === 2)?.window?.total as number
    const last = Math.ceil(total / 15)
    const beyond = at((await get(`/api/v1/pages/customer-stories?window=2&page=${last + 40}`)).json() as Page, 2)
    expect(beyond.window).toEqual({ total, page: last })
    expect((await get('/api/v1/pages/customer-stories?window=2&page=abc')).body).toBe(plain.body)
  })

  it('answers the first few items for a place that shows only those (the solution pages’ slider)', async () => {
    const all = items(at(await page('/api/v1/pages/customer-stories?view=summary'), 2), 'stories')
    const first = at(await page('/api/v1/pages/customer-stories?window=2&first=6&industry=ignored&page=3'), 2)
    expect(items(first, 'stories')).toEqual(all.slice(0, 6))
    expect(first.window).toEqual({ total: all.length, page: 1 })
  })

  it('filters Resources’ posts by ?filter=, 11 a page (spec §9), and reads anything else as all', async () => {
    const all = items(at(await page('/api/v1/pages/resources?view=summary'), 3), 'posts')
    const events = all.filter((p) => p.type === 'event')
    expect(events.length).toBeGreaterThan(0)
    const cut = at(await page('/api/v1/pages/resources?window=3&filter=event'), 3)
    expect(items(cut, 'posts')).toEqual(events.slice(0, 11))
    expect(cut.window).toEqual({ total: events.length, page: 1 })
    const other = at(await page('/api/v1/pages/resources?window=3&filter=events'), 3)
    expect(items(other, 'posts')).toEqual(all.slice(0, 11))
    expect(other.window?.total).toBe(all.length)
  })

  it('has its own ETag and answers 304 to it; the window follows a write to a story', async () => {
    const first = await get('/api/v1/pages/customer-stories?window=2')
    expect(first.headers.etag).toMatch(/^"/)
    expect((await get('/api/v1/pages/customer-stories?window=2', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304)
    const whole = at((await get('/api/v1/pages/customer-stories', auth)).json() as Page, 2)
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/pages/blocks/${whole.id}`,
      headers: auth,
      payload: { version: whole.version, operations: [{ op: 'replace', path: '/stories/0/title/en', value: 'A story told again' }] },
    })
    expect(res.statusCode, res.body).toBe(200)
    const after = await get('/api/v1/pages/customer-stories?window=2')
    expect(after.headers.etag).not.toBe(first.headers.etag)
    expect(items(at(after.json() as Page, 2), 'stories')[0]?.title?.en).toBe('A story told again')
  })

  it('answers the summary where no block stands at that order', async () => {
    const summary = await get('/api/v1/pages/customer-stories?view=summary')
    expect((await get('/api/v1/pages/customer-stories?window=77')).body).toBe(summary.body)
  })

  it('refuses a window on a block that is not a list, and malformed window reads, with 400 JSON errors; nothing changes', async () => {
    const before = await snapshot(ctx)
    const hero = await get('/api/v1/pages/customer-stories?window=1')
    expect(hero.statusCode).toBe(400)
    expect(hero.json().error.code).toBe('NOT_A_LIST')
    for (const query of [
      'window=abc',
      'window=0',
      'window=2&first=0',
      'window=2&first=101',
      'first=3',
      'window=2&view=summary',
      'window=2&item=x',
    ]) {
      const res = await get(`/api/v1/pages/customer-stories?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().error.code, query).toBe('BAD_REQUEST')
    }
    expect(await snapshot(ctx)).toEqual(before)
  })
})
