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

  it('updates a kept page in place when it is the version just before the write; drops it otherwise', async () => {
    const cache = new PageCache()
    const dropped: (string | undefined)[] = []
    cache.onDrop((slug) => dropped.push(slug))
    await cache.get('home', async () => ({ body: '{"v":1}', version: 1 }))
    cache.update('home', 2, (kept) => ({ body: kept.body.replace('1', '2'), version: 2 }))
    expect(cache.peek('home')?.body).toBe('{"v":2}')
    // What is built from the page (the rendered HTML) follows, as on a drop.
    expect(dropped).toEqual(['home'])
    // A write whose version does not follow the kept one (another write settled first) drops the page.
    cache.update('home', 4, () => ({ body: '{"v":4}', version: 4 }))
    expect(cache.peek('home')).toBeUndefined()
    // Nothing kept: nothing is made up from the write alone.
    cache.update('home', 5, () => ({ body: '{"v":5}', version: 5 }))
    expect(cache.peek('home')).toBeUndefined()
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

  it('a notification drops a kept page older than the version it names, and keeps one that is already that version', async () => {
    let version = 3
    const cache = new PageCache(async () => version)
    await cache.get('home', async () => ({ body: '{"v":3}', version: 3 }))
    cache.changed('home', 3)
    expect(cache.lastKnown('home')?.body).toBe('{"v":3}')
    version = 4
    cache.changed('home', 4)
    expect(cache.lastKnown('home')).toBeUndefined()
    await cache.get('home', async () => ({ body: '{"v":4}', version: 4 }))
    // A notification without a version (an earlier release) drops whatever is kept.
    cache.changed('home')
    expect(cache.lastKnown('home')).toBeUndefined()
  })

  it('answers no page when the database has none', async () => {
    const cache = new PageCache(async () => undefined)
    expect(await cache.get('nope', async () => ({ body: '{}', version: 1 }))).toBeUndefined()
  })
})
