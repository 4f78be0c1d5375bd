import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { pageEventsQuery, slugParams } from '../../schemas/wire/block-writes.ts'
import { errorDto } from '../../schemas/wire/error.ts'
import { currentUser } from '../auth/authenticate.ts'
import { STAFF } from '../auth/roles.ts'
import { pageExists } from '../db/blocks.ts'
import type { DbHandle } from '../db/connect.ts'
import { ApiError } from '../errors.ts'
import type { PageEvents } from '../live/page-events.ts'
import { API_HEADERS } from '../security-headers.ts'

/** How long the request's access token (verified by the route's guard) still holds, in ms. */
function untilExpiry(authorization: string | undefined): number {
  try {
    const payload = JSON.parse(Buffer.from(authorization?.split('.')[1] ?? '', 'base64url').toString()) as { exp?: unknown }
    return typeof payload.exp === 'number' ? Math.max(0, payload.exp * 1000 - Date.now()) : 0
  } catch {
    return 0
  }
}

/**
 * GET /v1/pages/{slug}/events: the editor's live view of a page it has open in edit mode
 * (server-sent events). Registered outside the compressing scope: a compressed stream would be
 * held back in the compressor's buffer.
 */
export function pageEventsRoute(app: FastifyInstance, deps: { db: DbHandle; events: PageEvents }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/pages/:slug/events',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['pages'],
        summary:
          'Server-sent events for an editor with the page open: `presence` (data `{ slug, others: [{ id, name }] }`, who else has it open, sent on opening and on every join or leave, on every process sharing the database) and `block` (data `{ slug, block, page_version, by: { id, name } }`, a committed write by someone else of the page, or of a page named in `also` — the pages shown with it, such as `header,footer`, up to 8; `block` is null for a reorder and `by` for a schedule). A comment every 25 s keeps the connection open; the stream ends when the access token that opened it expires (open a new one with a fresh token), and being on the page ends when the stream closes. 429 RATE_LIMITED past 5 open streams of one person.',
        params: slugParams,
        querystring: pageEventsQuery,
        response: { 400: errorDto, 401: errorDto, 403: errorDto, 404: errorDto, 429: errorDto, 503: errorDto },
      },
    },
    async (req, reply) => {
      const { slug } = req.params
      const also = [...new Set(req.query.also?.split(',') ?? [])].filter((s) => s !== slug)
      const user = currentUser(req)
      for (const page of [slug, ...also])
        if (!(await pageExists(deps.db.db, page))) throw new ApiError(404, 'PAGE_NOT_FOUND', `No page '${page}'.`)
      const res = reply.raw
      const stream = deps.events.open(
        slug,
        user,
        (text) => void res.write(text),
        () => res.end(),
        also,
      )
      if (stream === 'too many')
        throw new ApiError(429, 'RATE_LIMITED', 'Too many open event streams: close another tab of the editor first.')
      reply.hijack()
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        ...API_HEADERS,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        // A buffering proxy (nginx) would hold the events back.
        'x-accel-buffering': 'no',
      })
      res.write(': open\n\n')
      req.raw.socket.setTimeout(0)
      // The stream ends with the access token that opened it: a signed-out or removed person hears
      // nothing more after it, and the editor opens a new stream with its refreshed token.
      const expired = setTimeout(() => res.end(), untilExpiry(req.headers.authorization))
      const close = () => {
        clearTimeout(expired)
        stream.close()
      }
      res.on('close', close)
      req.raw.on('close', close)
    },
  )
}
