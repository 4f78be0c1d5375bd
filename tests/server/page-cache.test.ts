import { describe, expect, it } from 'vitest'
import { type LoadedPage, PageCache } from '../../server/page-cache.ts'

/** A loader the test releases by hand, counting its calls. */
function gate(body = '{"slug":"home","blocks":[]}', version = 1) {
  const calls: ((page: LoadedPage | undefined) => void)[] = []
  const loader = () => new Promise<LoadedPage | undefined>((resolve) => calls.push(resolve))
  return { calls, loader, release: (i = 0, page: LoadedPage | undefined = { body, version }) => calls[i]?.(page) }
}

describe('PageCache, one process (SQLite)', () => {
  it('loads a missing page once for all the readers waiting for it (single flight)', async () => {
    const cache = new PageCache()
    const g = gate()
    const reads = Array.from({ length: 50 }, () => cache.get('home', g.loader))
    g.release()
    const pages = await Promise.all(reads)
    expect(g.calls).toHaveLength(1)
    expect(new Set(pages).size).toBe(1)
    expect(cache.peek('home')).toBe(pages[0])
  })

  it('does not keep a load that a write overtook; readers after the write load again', async () => {
    const cache = new PageCache()
    const g = gate()
    const before = cache.get('home', g.loader)
    cache.drop('home')
    const after = cache.get('home', g.loader)
    expect(g.calls).toHaveLength(2)
    g.release(0, { body: '{"old":true}', version: 0 })
    g.release(1, { body: '{"new":true}', version: 0 })
    expect((await before)?.body).toBe('{"old":true}')
    expect((await after)?.body).toBe('{"new":true}')
    expect(cache.peek('home')?.body).toBe('{"new":true}')
  })

  it('compresses a page once per encoding, and answers brotli and gzip that decode to the same body', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib')
    const body = JSON.stringify({ slug: 'home', blocks: Array.from({ length: 40 }, (_, i) => ({ id: `b${i}`, text: 'Lumora Learning' })) })
    const page = (await new PageCache().get('home', async () => ({ body, version: 0 })))!
    const br = page.encoded('br')
    expect(page.encoded('br').body).toBe(br.body)
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(body)
    expect(gunzipSync(page.encoded('gzip').body as Buffer).toString()).toBe(body)
    expect(new Set([page.encoded(undefined).etag, br.etag, page.encoded('gzip').etag]).size).toBe(3)
  })
})

describe('PageCache, several processes (PostgreSQL)', () => {
  it('answers a kept page only when the database still has its version, and loads the newer one otherwise', async () => {
    let version = 1
    const cache = new PageCache(async () => version)
    let loads = 0
    const loader = async () => {
      loads += 1
      return { body: `{"v":${version}}`, version }
    }
    expect((await cache.get('home', loader))?.body).toBe('{"v":1}')
    expect((await cache.get('home', loader))?.body).toBe('{"v":1}')
    expect(loads).toBe(1)
    // Another process wrote: the version moved on, with no notification here.
    version = 2
    expect((await cache.get('home', loader))?.body).toBe('{"v":2}')
    expect(loads).toBe(2)
    expect(cache.peek('home')).toBeUndefined()
  })

  it('answers no page when the database has none', async () => {
    const cache = new PageCache(async () => undefined)
    expect(await cache.get('nope', async () => ({ body: '{}', version: 1 }))).toBeUndefined()
  })
})
