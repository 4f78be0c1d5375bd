import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { type BlockDto, firstBlock, getPage } from './fixtures.ts'
import { bearer, dialects, login, makeEnv, startApp, type TestEnv } from './helpers.ts'

async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 2000): Promise<T> {
  const end = Date.now() + timeoutMs
  let value = await read()
  while (!done(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 25))
    value = await read()
  }
  return value
}

// Several processes share one database only on PostgreSQL (SQLite is a file owned by one process),
// and only there do page-cache invalidations travel between processes (LISTEN/NOTIFY). Without
// DATABASE_URL there is nothing to test.
describe.skipIf(!dialects.includes('postgres'))('two app instances on one PostgreSQL database', () => {
  let env: TestEnv
  let a: AppContext
  let b: AppContext
  let auth: { authorization: string }

  beforeAll(async () => {
    env = await makeEnv('postgres')
    a = await startApp(env)
    b = await startApp(env)
    auth = bearer((await login(a)).access_token)
  })
  afterAll(async () => {
    await a?.app.close()
    await b?.app.close()
    await env?.cleanup()
  })

  const put = (ctx: AppContext, block: BlockDto, title: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/pages/blocks/${block.id}`,
      headers: auth,
      payload: { type: block.block_type, content: { ...block.content, title: { en: title, ar: 'عنوان' } }, version: block.version },
    })

  it('a PUT through A reaches a page B has cached', async () => {
    const block = await firstBlock(b, 'privacy-policy')
    const cached = await b.app.inject({ method: 'GET', url: '/api/v1/pages/privacy-policy' })
    const etag = cached.headers.etag as string
    expect(
      (await b.app.inject({ method: 'GET', url: '/api/v1/pages/privacy-policy', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304)

    expect((await put(a, block, 'Changed through A')).statusCode).toBe(200)

    const seen = await pollUntil(
      () => getPage(b, 'privacy-policy'),
      (page) => page.blocks[0]?.content.title !== undefined && (page.blocks[0].content.title as { en: string }).en === 'Changed through A',
    )
    expect(seen.blocks[0]?.content.title).toEqual({ en: 'Changed through A', ar: 'عنوان' })
    expect(seen.blocks[0]?.version).toBe(block.version + 1)
    const after = await b.app.inject({ method: 'GET', url: '/api/v1/pages/privacy-policy', headers: { 'if-none-match': etag } })
    expect(after.statusCode).toBe(200)
  })

  it('and the other way round, for a block created through B', async () => {
    const created = await b.app.inject({
      method: 'POST',
      url: '/api/v1/pages/vacancy-detail-template/blocks',
      headers: auth,
      payload: { block_type: 'text' },
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().id
    const seenByA = await pollUntil(
      () => getPage(a, 'vacancy-detail-template'),
      (page) => page.blocks.some((x) => x.id === id),
    )
    expect(seenByA.blocks.filter((x) => x.id === id)).toHaveLength(1)
    expect((await put(b, created.json(), 'Changed through B')).statusCode).toBe(200)
    const seen = await pollUntil(
      () => getPage(a, 'vacancy-detail-template'),
      (page) => page.blocks.find((x) => x.id === id)?.version === 2,
    )
    expect(seen.blocks.find((x) => x.id === id)?.content.title).toEqual({ en: 'Changed through B', ar: 'عنوان' })
  })

  it('a stale write through B after a write through A is refused with 409', async () => {
    const block = await firstBlock(b, 'footer')
    expect((await put(a, block, 'A wins')).statusCode).toBe(200)
    const res = await put(b, block, 'B is late')
    expect(res.statusCode).toBe(409)
    expect(res.json().error.code).toBe('STALE_VERSION')
  })
})
