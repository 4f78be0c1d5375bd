import { EDITORS } from '../auth/roles.ts'
import { randomUUID } from 'node:crypto'
import { unlink } from 'node:fs/promises'
import { basename, join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { errorDto } from '../../schemas/wire/error.ts'
import { uploadDto, uploadListDto, uploadListQuery, uploadName, uploadQuery } from '../../schemas/wire/upload.ts'
import { currentUser } from '../auth/authenticate.ts'
import type { DbHandle } from '../db/connect.ts'
import { ApiError } from '../errors.ts'
import { API_HEADERS, SVG_HEADERS } from '../security-headers.ts'
import { imageDimensions } from '../uploads/dimensions.ts'
import { storeUpload, type UploadLimits } from '../uploads/store.ts'
import { removeVariants, writeVariants } from '../uploads/variants.ts'

/** busboy reports a broken multipart body (no or overlong boundary, data cut short) as a plain Error: a 400, not a 500. */
function asClientError(e: unknown): unknown {
  if (e instanceof Error && !(e instanceof ApiError) && !('code' in e) && !('statusCode' in e))
    if (/multipart|boundary|needle|content-type/i.test(e.message))
      return new ApiError(400, 'BAD_REQUEST', 'The multipart body is malformed.')
  return e
}

const errors = { 400: errorDto, 401: errorDto, 413: errorDto, 415: errorDto, 503: errorDto }

export function uploadRoutes(app: FastifyInstance, deps: { db: DbHandle; dir: string; limits: UploadLimits }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/uploads/',
    {
      config: { roles: EDITORS },
      schema: {
        tags: ['uploads'],
        summary:
          'Stores an image or video (multipart field `file`). The type comes from the bytes; SVG is sanitized; a photo is stored upright without its metadata (EXIF, GPS); an image over 40 megapixels is refused (400). `?kind=icon` accepts SVG only.',
        querystring: uploadQuery,
        consumes: ['multipart/form-data'],
        response: { 201: uploadDto, ...errors },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.')
      const part = await req.file().catch((e: unknown) => {
        throw asClientError(e)
      })
      if (part?.fieldname !== 'file') throw new ApiError(400, 'BAD_REQUEST', 'The multipart field `file` is missing.')
      const stored = await storeUpload(deps.dir, part.file, { ...deps.limits, svgOnly: req.query.kind === 'icon' }).catch((e: unknown) => {
        throw asClientError(e)
      })
      const url = `/data/uploads/${stored.name}`
      // Raster images get their responsive copies now; an image sharp cannot read keeps its original only.
      const size = await writeVariants(deps.dir, stored.name, stored.type.ext).catch((err: unknown) => {
        req.log.warn({ err, name: stored.name }, 'no responsive copies for an uploaded image')
        return undefined
      })
      await deps.db.db
        .insertInto('uploads')
        .values({
          id: randomUUID(),
          url,
          // Control characters (NUL) are refused by PostgreSQL text columns.
          original_name:
            basename(part.filename || 'file')
              .replace(/\p{Cc}/gu, '')
              .slice(0, 300) || 'file',
          mime: stored.type.mime,
          size: stored.size,
          width: stored.dimensions?.width ?? null,
          height: stored.dimensions?.height ?? null,
          created_at: new Date().toISOString(),
          created_by: currentUser(req),
        })
        .execute()
        .catch(async (err: unknown) => {
          // No row, no file: a failed insert must not leave an orphan upload behind.
          await unlink(join(deps.dir, stored.name)).catch(() => undefined)
          await removeVariants(deps.dir, stored.name)
          throw err
        })
      return reply.status(201).send(size ? { url, ...size } : { url })
    },
  )

  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/uploads',
    {
      config: { roles: EDITORS },
      schema: {
        tags: ['uploads'],
        summary:
          'The media library: stored files newest first, with type, size in bytes and an image’s width and height. `kind` filters: image (SVG included), video, icon (SVG only).',
        querystring: uploadListQuery,
        response: { 200: uploadListDto, ...errors },
      },
    },
    async (req) => {
      const db = deps.db.db
      const { kind, limit = 60, offset = 0 } = req.query
      let query = db.selectFrom('uploads')
      if (kind === 'icon') query = query.where('mime', '=', 'image/svg+xml')
      else if (kind) query = query.where('mime', 'like', `${kind}/%`)
      const count = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst()
      const rows = await query.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute()
      const items = []
      for (const row of rows) {
        let { width, height } = row
        // Files stored before sizes were kept get theirs read once, on first listing.
        if (width === null && row.mime.startsWith('image/')) {
          const size = await imageDimensions(join(deps.dir, basename(row.url)))
          if (size) {
            ;({ width, height } = size)
            await db.updateTable('uploads').set(size).where('id', '=', row.id).execute()
          }
        }
        items.push({
          url: row.url,
          name: row.original_name,
          mime: row.mime,
          kind: row.mime === 'image/svg+xml' ? ('icon' as const) : row.mime.startsWith('video/') ? ('video' as const) : ('image' as const),
          size: Number(row.size),
          width,
          height,
          created_at: row.created_at,
        })
      }
      return { items, total: Number(count?.n ?? 0) }
    },
  )
}

/**
 * GET /data/uploads/{name}: uploaded files, with ranges for video. The headers come from the
 * stored file's type — the extension the server gave it from its bytes, read from the name
 * after URL decoding — so `.sv%67` or `%2esvg` still get the SVG sandbox.
 */
export async function uploadFileRoute(app: FastifyInstance, dir: string) {
  await app.register(fastifyStatic, {
    root: dir,
    serve: false,
    maxAge: 365 * 24 * 3600 * 1000,
    immutable: true,
    dotfiles: 'deny',
    index: false,
  })
  app.withTypeProvider<ZodTypeProvider>().get(
    '/data/uploads/:name',
    {
      config: { public: true },
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded file, cached for a year (names never change). SVG is served under a sandboxing Content-Security-Policy.',
        params: z.object({ name: z.string() }),
        response: { 404: errorDto },
      },
    },
    async (req, reply) => {
      const { name } = req.params
      if (!z.safeParse(uploadName, name).success) throw new ApiError(404, 'NOT_FOUND', 'No such file.')
      reply.headers(name.endsWith('.svg') ? SVG_HEADERS : API_HEADERS)
      return reply.sendFile(name)
    },
  )
}
