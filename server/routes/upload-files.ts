import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { errorDto } from '../../schemas/wire/error.ts'
import { uploadName } from '../../schemas/wire/upload.ts'
import { ApiError } from '../errors.ts'
import { parseByteRange } from '../http/byte-range.ts'
import { API_HEADERS, SVG_HEADERS } from '../security-headers.ts'
import { contentTypeOf, type Storage, type StoredObject } from '../storage/storage.ts'
import type { CopyMaker } from '../uploads/copies.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

const missing = () => new ApiError(404, 'NOT_FOUND', 'No such file.')

/** If-None-Match (any listed tag, weak or strong) or, without it, If-Modified-Since: the visitor's copy is current. */
function fresh(req: FastifyRequest, stored: StoredObject): boolean {
  const tags = req.headers['if-none-match']
  if (tags) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, '')
    return tags.trim() === '*' || tags.split(',').some((tag) => bare(tag) === bare(stored.etag))
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '')
  return !Number.isNaN(since) && Math.floor(stored.lastModified.getTime() / 1000) * 1000 <= since
}

function validators(reply: FastifyReply, stored: StoredObject) {
  return reply.headers({ ETag: stored.etag, 'Last-Modified': stored.lastModified.toUTCString() })
}

/**
 * GET /data/uploads/{name}: uploaded files, streamed from storage (folder or bucket) with the
 * same headers either way, and ranges for video. The headers come from the stored file's type —
 * the extension the server gave it from its bytes, read from the name after URL decoding — so
 * `.sv%67` or `%2esvg` still get the SVG sandbox. Storage that fails or does not answer in
 * STORAGE_TIMEOUT_S is a 503, never a hanging request.
 */
export function uploadFileRoute(app: FastifyInstance, storage: Storage, copies: CopyMaker) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/data/uploads/:name',
    {
      config: { public: true },
      schema: {
        tags: ['uploads'],
        summary:
          'An uploaded file, cached for a year (names never change), with ETag and byte ranges. SVG is served under a sandboxing Content-Security-Policy.',
        params: z.object({ name: z.string() }),
        response: { 404: errorDto, 416: errorDto, 503: errorDto },
      },
    },
    async (req, typedReply) => {
      // Files and empty answers, besides the JSON errors the schema describes.
      const reply = typedReply as FastifyReply
      const { name } = req.params
      if (!z.safeParse(uploadName, name).success) throw missing()
      reply.headers(name.endsWith('.svg') ? SVG_HEADERS : API_HEADERS)
      reply.headers({ 'Cache-Control': IMMUTABLE, 'Accept-Ranges': 'bytes', 'Content-Type': contentTypeOf(name) })
      const conditional = req.headers['if-none-match'] || req.headers['if-modified-since']
      const rangeHeader = req.headers.range
      if (conditional || rangeHeader) {
        // Asked about, not for: storage is asked for the file's description first.
        const stored = (await storage.head(name)) ?? ((await copies.whenMade(name)) ? await storage.head(name) : undefined)
        if (!stored) throw missing()
        validators(reply, stored)
        if (conditional && fresh(req, stored)) return reply.status(304).removeHeader('Content-Type').send()
        const range = parseByteRange(rangeHeader, stored.size)
        if (range === 'unsatisfiable') {
          reply.header('Content-Range', `bytes */${stored.size}`)
          throw new ApiError(416, 'BAD_REQUEST', 'The range asked for is outside the file.')
        }
        if (range) {
          const read = await storage.get(name, range)
          if (!read) throw missing()
          return reply
            .status(206)
            .headers({ 'Content-Range': `bytes ${range.start}-${range.end}/${read.size}`, 'Content-Length': range.end - range.start + 1 })
            .send(read.body)
        }
      }
      // A copy being made (or unmade after a crash) is waited for: pages list copies as soon as an upload is answered.
      const read = (await storage.get(name)) ?? ((await copies.whenMade(name)) ? await storage.get(name) : undefined)
      if (!read) throw missing()
      validators(reply, read)
      return reply.header('Content-Length', read.size).send(read.body)
    },
  )
}
