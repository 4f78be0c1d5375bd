import { get, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { createHttpServer } from '../../server/http/client-errors.ts'
import { pageDoor } from '../../server/http/page-door.ts'
import { CachedPage, type PageCache } from '../../server/page-cache.ts'
import { bearer, dialects, login, makeEnv, startApp, type TestEnv } from './helpers.ts'

interface Answer {
  status: number
  headers: Record<string, string>
  body: Buffer
}

/** One GET over a real socket, headers exactly as given (fetch would add Accept-Encoding and decode). */
function rawGet(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: comparable(res.headers), body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

/** The headers either answer may set, less those Node adds to every answer (date, connection). */
function comparable(headers: IncomingHttpHeaders | Record<string, unknown>): Record<string, string> {
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !skip.has(name))
      .map(([name, value]) => [name, String(value)]),
  )
}

describe('the page door: a plain read of a kept page is answered before the framework', () => {
  const visitors = '{"slug":"home","blocks":[]}'
  const withDrafts = new CachedPage('{"slug":"home","blocks":[{"draft":true}]}', 1, visitors)
  const plain = new CachedPage('{"slug":"about","blocks":[]}', 1)
  const kept: Record<string, CachedPage> = { home: withDrafts, about: plain }
  const cache = { peek: (slug: string) => kept[slug] } as unknown as PageCache
  let closing = false
  let server: Server
  let port = 0

  beforeAll(async () => {
    // What the framework would answer: whatever reaches it says so.
    const framework = createHttpServer(
      (_req, res) => {
        res.writeHead(599)
        res.end('framework')
      },
      pageDoor(
        () => cache,
        () => false,
        () => closing,
      ),
    )
    server = framework
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("answers visitors with the kept bytes, never the drafts, and the API's headers", async () => {
    const res = await rawGet(port, '/api/v1/pages/home')
    expect(res.status).toBe(200)
    expect(res.body.toString()).toBe(visitors)
    expect(res.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(visitors.length),
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding, Authorization',
      etag: withDrafts.visitor.etag,
    })
    expect((await rawGet(port, '/api/v1/pages/home', { 'if-none-match': withDrafts.visitor.etag })).status).toBe(304)
    // Where no drafts are kept, a token changes nothing: the door answers it too.
    expect((await rawGet(port, '/api/v1/pages/about', { authorization: 'Bearer x' })).status).toBe(200)
  })

  it('leaves to the framework a token on a page with drafts, a query, another method or path, a page not kept, and a closing server', async () => {
    const framework = async (path: string, headers: Record<string, string> = {}) => (await rawGet(port, path, headers)).body.toString()
    expect(await framework('/api/v1/pages/home', { authorization: 'Bearer x' })).toBe('framework')
    expect(await framework('/api/v1/pages/home?view=summary')).toBe('framework')
    expect(await framework('/api/v1/pages/home?_=1')).toBe('framework')
    expect(await framework('/api/v1/pages/home/')).toBe('framework')
    expect(await framework('/api/v1/pages/Home')).toBe('framework')
    expect(await framework('/api/v1/pages/%68ome')).toBe('framework')
    expect(await framework('/api/v1/pages/missing')).toBe('framework')
    const head = await new Promise<number>((resolve) =>
      get({ host: '127.0.0.1', port, path: '/api/v1/pages/home', method: 'HEAD', agent: false }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      }),
    )
    expect(head).toBe(599)
    closing = true
    expect(await framework('/api/v1/pages/home')).toBe('framework')
    closing = false
  })
})

describe.each(dialects)('the page door on %s answers as the route does', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  let port = 0
  let token = ''

  beforeAll(async () => {
    env = await makeEnv(dialect, { TRUST_PROXY: 'true' })
    ctx = await startApp(env)
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    port = (ctx.app.server.address() as AddressInfo).port
    token = (await login(ctx)).access_token
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  /** The same request over a socket (the door, where the page is kept) and through app.inject (always the route). */
  async function both(path: string, headers: Record<string, string> = {}) {
    const routed = await ctx.app.inject({ method: 'GET', url: path, headers })
    const route: Answer = { status: routed.statusCode, headers: comparable(routed.headers), body: routed.rawPayload }
    return { door: await rawGet(port, path, headers), route }
  }

  it.each([
    ['plain', {}],
    ['brotli', { 'accept-encoding': 'br' }],
    ['gzip', { 'accept-encoding': 'gzip, deflate' }],
    ['any revalidation', { 'if-none-match': '*' }],
    ['an administrator', {}],
    ['over https, behind the proxy', { 'x-forwarded-proto': 'https' }],
  ])('%s', async (name, headers: Record<string, string>) => {
    const extra = name === 'an administrator' ? bearer(token) : {}
    await ctx.app.inject({ url: '/api/v1/pages/header' })
    const { door, route } = await both('/api/v1/pages/header', { ...headers, ...extra })
    expect(door).toEqual(route)
    if (name.startsWith('over https')) expect(door.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    const etag = door.headers.etag as string
    const again = await both('/api/v1/pages/header', { ...headers, ...extra, 'if-none-match': etag })
    expect(again.door.status).toBe(304)
    expect(again.door).toEqual(again.route)
  })

  // The door makes each answer once per kept page and encoding: a write must never leave the old one served.
  it('after a write, the door sends the new bytes and ETag in every encoding, as the route does', async () => {
    const encodings: Record<string, string>[] = [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }]
    await ctx.app.inject({ url: '/api/v1/pages/header' })
    const before = await Promise.all(encodings.map((headers) => rawGet(port, '/api/v1/pages/header', headers)))
    const block = (await ctx.app.inject({ url: '/api/v1/pages/header' })).json().blocks[0]
    const content = { ...block.content, contactButtonText: { en: 'Write to us today', ar: 'راسلنا اليوم' } }
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/pages/blocks/${block.id}`,
      headers: bearer(token),
      payload: { type: 'header', content, version: block.version },
    })
    expect(put.statusCode).toBe(200)
    for (const [i, headers] of encodings.entries()) {
      const { door, route } = await both('/api/v1/pages/header', headers)
      expect(door).toEqual(route)
      expect(door.headers.etag).not.toBe(before[i]?.headers.etag)
      expect(door.body).not.toEqual(before[i]?.body)
    }
    const plain = await rawGet(port, '/api/v1/pages/header')
    expect(plain.body.toString()).toContain('Write to us today')
  })
})
