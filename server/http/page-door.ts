import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PageCache } from '../page-cache.ts'
import { plainReadAnswer } from '../page-read.ts'
import { HSTS } from '../security-headers.ts'

/** GET /api/v1/pages/{slug}, nothing else: no query, a slug as the route's schema accepts it (schemas/wire/block.ts). */
const PLAIN_READ = /^\/api\/v1\/pages\/([a-z0-9-]{1,64})$/

/**
 * The plain read of a kept page, answered before the framework: the same answer as the route's
 * (page-read.ts makes both), without routing, a request and reply object, validation, a child
 * logger and the hooks, none of which such a read uses. Sending kept bytes then costs about
 * what it costs bare node:http (`npm run bench`), instead of half again more.
 *
 * Everything else goes on to Fastify (`false`): another method, a query, a page not kept (or a
 * process that checks versions, PostgreSQL, where `peek` keeps nothing), a page with drafts read
 * with an Authorization header (the route decides who sees drafts), and every request once the
 * server is closing (Fastify answers those 503).
 */
export function pageDoor(
  cache: () => PageCache | undefined,
  overHttps: (req: IncomingMessage) => boolean,
  closing: () => boolean,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (req.method !== 'GET' || !req.url) return false
    const slug = PLAIN_READ.exec(req.url)?.[1]
    const kept = slug === undefined ? undefined : cache()?.peek(slug)
    if (!kept || (kept.hasDrafts && req.headers.authorization !== undefined) || closing()) return false
    const answer = plainReadAnswer(kept, req.headers['accept-encoding'], req.headers['if-none-match'])
    // HSTS as every answer over https has it (app.ts).
    if (overHttps(req)) res.setHeader('strict-transport-security', HSTS)
    res.writeHead(answer.status, answer.headers)
    res.end(answer.body)
    return true
  }
}
