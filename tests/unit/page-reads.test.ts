import { QueryClient } from '@tanstack/react-query'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { HttpError } from '../../src/api/client.ts'
import { fetchPage, keepNewerBlocks, pageKey, pageQuery } from '../../src/api/get-page.ts'
import type { PageData } from '../../src/api/types.ts'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const block = (id: string, version: number, title: string) => ({ id, block_type: 'text', order: 1, content: { title }, version })

describe('page reads', () => {
  it('ask for the page itself, revalidated by the browser cache (no cache-busting parameter)', async () => {
    const seen: { url: string; cache: RequestCache }[] = []
    server.use(
      http.get('/api/v1/pages/:slug', ({ request }) => {
        seen.push({ url: request.url, cache: request.cache })
        return HttpResponse.json({ slug: 'about', blocks: [] })
      }),
    )
    await fetchPage('about')
    expect(seen).toHaveLength(1)
    expect(new URL(seen[0]!.url).search).toBe('')
    expect(seen[0]!.cache).toBe('no-cache')
  })

  it('a block this client holds at a higher version is kept over an older answer (a save is never undone on screen)', () => {
    const held: PageData = { slug: 'about', blocks: [block('a', 3, 'saved'), block('b', 1, 'b')] }
    const late: PageData = { slug: 'about', blocks: [block('a', 2, 'old'), block('b', 2, 'b, changed elsewhere'), block('c', 1, 'new')] }
    expect(keepNewerBlocks(held, late).blocks.map((b) => [b.id, b.version, b.content.title])).toEqual([
      ['a', 3, 'saved'],
      ['b', 2, 'b, changed elsewhere'],
      ['c', 1, 'new'],
    ])
  })

  it('the page query applies it to what the cache holds', async () => {
    server.use(http.get('/api/v1/pages/about', () => HttpResponse.json({ slug: 'about', blocks: [block('a', 2, 'old')] })))
    const client = new QueryClient()
    client.setQueryData(pageKey('about'), { slug: 'about', blocks: [block('a', 3, 'saved')] })
    const page = await client.fetchQuery({ ...pageQuery('about'), staleTime: 0 })
    expect(page.blocks[0]?.content.title).toBe('saved')
  })

  it('errors carry the API’s code from the wire contract, or HTTP_ERROR for an answer without one', async () => {
    server.use(
      http.get('/api/v1/pages/gone', () => HttpResponse.json({ error: { code: 'PAGE_NOT_FOUND', message: 'No page' } }, { status: 404 })),
      http.get('/api/v1/pages/odd', () => HttpResponse.json({ error: { code: 'SOMETHING_ELSE', message: '?' } }, { status: 500 })),
    )
    await expect(fetchPage('gone')).rejects.toMatchObject({ status: 404, code: 'PAGE_NOT_FOUND' })
    const odd = await fetchPage('odd').catch((e: unknown) => e)
    expect(odd).toBeInstanceOf(HttpError)
    expect((odd as HttpError).code).toBe('HTTP_ERROR')
  })
})
