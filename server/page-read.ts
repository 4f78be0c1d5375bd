import { pickEncoding } from './http/encoding.ts'
import type { CachedPage, Encoding } from './page-cache.ts'
import { API_HEADERS } from './security-headers.ts'

export interface PageReadAnswer {
  status: 200 | 304
  /** Names in lower case, as Fastify keeps them. */
  headers: Record<string, string>
  /** The kept bytes (none for a 304). */
  body?: string | Buffer
}

/**
 * The answer to a read of a kept page (GET /v1/pages/{slug}): its headers, ETag revalidation and
 * encoding. One function for the route and for the door that answers kept pages before the
 * framework (http/page-door.ts), so the two cannot answer differently. `page` is what is sent
 * (visitors', the drafts', a cut); `kept`, the page it came from; `drafts`, whether they are sent;
 * `cut`, whether it is a list's, an item's or a window's read (the same for everyone).
 */
export function pageReadAnswer(
  kept: CachedPage,
  page: CachedPage,
  how: { drafts: boolean; cut: boolean; acceptEncoding: string | undefined; ifNoneMatch: string | undefined },
): PageReadAnswer {
  const answer = page.encoded(pickEncoding(how.acceptEncoding))
  const headers: Record<string, string> = {
    ...LOWER_API_HEADERS,
    'cache-control': how.drafts ? 'private, no-cache' : 'no-cache',
    vary: kept.hasDrafts && !how.cut ? 'Accept-Encoding, Authorization' : 'Accept-Encoding',
    etag: answer.etag,
  }
  const { ifNoneMatch } = how
  if (ifNoneMatch && (ifNoneMatch.includes(page.hash) || ifNoneMatch.trim() === '*')) return { status: 304, headers }
  if (answer.encoding) headers['content-encoding'] = answer.encoding
  headers['content-type'] = 'application/json; charset=utf-8'
  return { status: 200, headers, body: answer.body }
}

const LOWER_API_HEADERS = Object.fromEntries(Object.entries(API_HEADERS).map(([name, value]) => [name.toLowerCase(), value]))

/** The door's 200s (http/page-door.ts), per kept page and encoding: each answer is the same for every visitor until the page changes. */
const plainAnswers = new WeakMap<CachedPage, Partial<Record<Encoding | 'identity', PageReadAnswer>>>()

/**
 * A visitor's plain read of a kept page (no drafts, no cut), with its Content-Length: the answer
 * pageReadAnswer makes, made once per kept page and encoding rather than per request, where
 * building its headers cost about a tenth of the door's CPU (issue 23). Frozen: the server only
 * reads it. A revalidation (If-None-Match) is answered anew, as it compares the request's tags.
 */
export function plainReadAnswer(kept: CachedPage, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): PageReadAnswer {
  const how = { drafts: false, cut: false, acceptEncoding, ifNoneMatch }
  if (ifNoneMatch) return withLength(pageReadAnswer(kept, kept.visitor, how))
  const encoding = pickEncoding(acceptEncoding) ?? 'identity'
  let answers = plainAnswers.get(kept)
  if (!answers) plainAnswers.set(kept, (answers = {}))
  return (answers[encoding] ??= withLength(pageReadAnswer(kept, kept.visitor, how)))
}

function withLength(answer: PageReadAnswer): PageReadAnswer {
  if (answer.body !== undefined) answer.headers['content-length'] = String(Buffer.byteLength(answer.body))
  Object.freeze(answer.headers)
  return Object.freeze(answer)
}
