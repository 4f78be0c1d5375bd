import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pageEvents } from '../../src/api/content-edits.ts'
import { type BlockChange, followPage, type Person } from '../../src/engine/editor/live/page-stream.ts'

/** An answer whose body sends `chunks` and then ends (the server or the network closed it). */
function streamAnswer(chunks: string[], status = 200): Response {
  const bytes = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(bytes.encode(chunk))
      controller.close()
    },
  })
  return new Response(status === 200 ? body : JSON.stringify({ error: { code: 'PAGE_NOT_FOUND', message: 'No page.' } }), { status })
}

describe('following a page’s events in edit mode', () => {
  let calls: { url: string; authorization: string | null }[]
  let answers: (() => Response)[]

  beforeEach(() => {
    vi.useFakeTimers()
    localStorage.setItem('accessToken', 'access-1')
    calls = []
    answers = []
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, authorization: new Headers(init.headers).get('authorization') })
      const next = answers.shift()
      return next ? next() : new Promise<Response>(() => undefined)
    })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
    localStorage.clear()
  })

  it('reads presence and block events sent in pieces, with the access token in the header, not the address', async () => {
    const others: Person[][] = []
    const changes: BlockChange[] = []
    const mona = { id: 'u2', name: 'Mona' }
    answers.push(() =>
      streamAnswer([
        ': open\n\nevent: presence\ndata: {"slug":"about","others":[{"id":"u2",',
        '"name":"Mona"}]}\n\n: heartbeat\n\nevent: block\r\ndata: {"slug":"about","block":"b1","page_version":7,"by":{"id":"u2","name":"Mona"}}\r\n\r\n',
      ]),
    )
    const stop = followPage(pageEvents, 'about', { presence: (p) => others.push(p), block: (c) => changes.push(c) })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls[0]).toEqual({ url: '/api/v1/pages/about/events', authorization: 'Bearer access-1' })
    expect(others[0]).toEqual([mona])
    expect(changes).toEqual([{ slug: 'about', block: 'b1', page_version: 7, by: mona }])
    stop()
  })

  it('asks for the saves of the pages shown with it (also=header,footer) in the same stream', async () => {
    answers.push(() => streamAnswer([': open\n\nevent: block\ndata: {"slug":"header","block":"h1","page_version":3,"by":null}\n\n']))
    const changes: BlockChange[] = []
    const stop = followPage(pageEvents, 'about', { presence: () => undefined, block: (c) => changes.push(c) }, ['header', 'footer'])
    await vi.advanceTimersByTimeAsync(0)
    expect(calls[0]?.url).toBe('/api/v1/pages/about/events?also=header,footer')
    expect(changes).toEqual([{ slug: 'header', block: 'h1', page_version: 3, by: null }])
    stop()
  })

  it('opens a lost stream again after 1 s, then 2 s, 4 s …, and not at all once stopped', async () => {
    const others: Person[][] = []
    for (let i = 0; i < 3; i++) answers.push(() => streamAnswer(['event: presence\ndata: {"others":[{"id":"u2","name":"Mona"}]}\n\n']))
    const stop = followPage(pageEvents, 'about', { presence: (p) => others.push(p), block: () => undefined })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
    // A stream the server ended (an access token's end) keeps who was here until it is open again.
    expect(others.at(-1)).toEqual([{ id: 'u2', name: 'Mona' }])
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    // A stream that opened resets the wait: a stream that ends at once is retried after 1 s again.
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(3)
    stop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(3)
  })

  it('waits longer each time the server refuses for a while (429), and gives up on a page that is not there (404)', async () => {
    answers.push(
      () => streamAnswer(['event: presence\ndata: {"others":[{"id":"u2","name":"Mona"}]}\n\n']),
      () => streamAnswer([], 429),
      () => streamAnswer([], 429),
      () => streamAnswer([], 404),
    )
    const others: Person[][] = []
    const stop = followPage(pageEvents, 'about', { presence: (p) => others.push(p), block: () => undefined })
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(2)
    // Refused once: nobody is shown as here while it is down.
    expect(others.at(-1)).toEqual([])
    await vi.advanceTimersByTimeAsync(1999)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(3999)
    expect(calls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(4)
    // The 404: no more attempts.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(4)
    stop()
  })
})
