import type { ContentEdits } from '../../content-store.ts'

export interface Person {
  id: string
  name: string
}

/** A write by someone else of the page or a page shown with it: `block` is null for a reorder, `by` for a scheduled publish. */
export interface BlockChange {
  /** The page written: the one followed, or one named in `also`. */
  slug: string
  block: string | null
  page_version: number
  by: Person | null
}

export interface PageStreamHandlers {
  presence(others: Person[]): void
  block(change: BlockChange): void
}

const RETRY_MIN_MS = 1000
const RETRY_MAX_MS = 30_000

/**
 * Follows the page's events (the store's `pageEvents`) until the returned stop is called. A lost
 * stream is opened again with back-off; a 401 (the store's refresh failed), 403 or 404 ends it.
 * `also`: the other pages shown with it (header, footer, pages a block borrows from), whose saves
 * come too.
 */
export function followPage(
  events: ContentEdits['pageEvents'],
  slug: string,
  on: PageStreamHandlers,
  also: readonly string[] = [],
): () => void {
  const abort = new AbortController()
  let retryMs = RETRY_MIN_MS
  let timer: ReturnType<typeof setTimeout> | undefined

  const again = () => {
    if (abort.signal.aborted) return
    // A stream the server ended (its access token expired) is open again in a second, showing who
    // is here; after a failed attempt nobody is known to be.
    if (retryMs > RETRY_MIN_MS) on.presence([])
    timer = setTimeout(() => void run(), retryMs)
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS)
  }

  const run = async () => {
    try {
      const res = await events(slug, abort.signal, also)
      if (res.status === 401 || res.status === 403 || res.status === 404) return
      if (!res.ok || !res.body) return again()
      retryMs = RETRY_MIN_MS
      await read(res.body, on)
    } catch {
      // A dropped connection or the stop's abort: again() tells them apart.
    }
    again()
  }

  void run()
  return () => {
    abort.abort()
    clearTimeout(timer)
  }
}

/** Reads events until the stream ends: `event:` and `data:` lines, one event per blank line. */
async function read(body: ReadableStream<Uint8Array>, on: PageStreamHandlers) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n')
    let end = buffer.indexOf('\n\n')
    while (end !== -1) {
      dispatch(buffer.slice(0, end), on)
      buffer = buffer.slice(end + 2)
      end = buffer.indexOf('\n\n')
    }
  }
}

function dispatch(text: string, on: PageStreamHandlers) {
  let event = 'message'
  let data = ''
  for (const line of text.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim()
    else if (line.startsWith('data:')) data += line.slice(5).trimStart()
  }
  if (!data) return
  try {
    const parsed = JSON.parse(data) as { others?: Person[] } & BlockChange
    if (event === 'presence' && Array.isArray(parsed.others)) on.presence(parsed.others)
    else if (event === 'block') on.block(parsed)
  } catch {
    // Not ours to read: skipped.
  }
}
