import { EDITORS } from '../auth/roles.ts'
import { randomUUID } from 'node:crypto'
import { basename } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { errorDto } from '../../schemas/wire/error.ts'
import { uploadDto, uploadListDto, uploadListQuery, uploadName, uploadQuery } from '../../schemas/wire/upload.ts'
import { currentUser } from '../auth/authenticate.ts'
import { recordAudit, requestParty } from '../audit/audit-log.ts'
import type { DbHandle } from '../db/connect.ts'
import { ApiError } from '../errors.ts'
import type { Storage } from '../storage/storage.ts'
import { storedImageDimensions } from '../uploads/dimensions.ts'
import { removeStored, saveUpload, storedNames } from '../uploads/save.ts'
import { stageUpload, type UploadLimits } from '../uploads/store.ts'

/** busboy reports a broken multipart body (no or overlong boundary, data cut short) as a plain Error: a 400, not a 500. */
function asClientError(e: unknown): unknown {
  if (e instanceof Error && !(e instanceof ApiError) && !('code' in e) && !('statusCode' in e))
    if (/multipart|boundary|needle|content-type/i.test(e.message))
      return new ApiError(400, 'BAD_REQUEST', 'The multipart body is malformed.')
  return e
}

const errors = { 400: errorDto, 401: errorDto, 413: errorDto, 415: errorDto, 503: errorDto }

export function uploadRoutes(app: FastifyInstance, deps: { db: DbHandle; storage: Storage; stagingDir: string; limits: UploadLimits }) {
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
      const stored = await stageUpload(deps.stagingDir, part.file, { ...deps.limits, svgOnly: req.query.kind === 'icon' }).catch(
        (e: unknown) => {
          throw asClientError(e)
        },
      )
      const url = `/data/uploads/${stored.name}`
      // Storage has every file before the row names them: a row never points at a missing file.
      const size = await saveUpload(deps.storage, stored, req.log)
      const row = {
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
      }
      await deps.db.db
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('uploads').values(row).execute()
          await recordAudit(trx, {
            ...requestParty(req),
            action: 'upload.create',
            paths: [url],
            detail: { name: row.original_name, mime: row.mime, size: row.size },
          })
        })
        .catch(async (err: unknown) => {
          // No row, no file: a failed insert must not leave an orphan upload behind.
          await removeStored(deps.storage, storedNames(stored.name, size?.width ?? null), req.log)
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
          const size = await storedImageDimensions(deps.storage, basename(row.url))
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

  app.withTypeProvider<ZodTypeProvider>().delete(
    '/v1/uploads/:name',
    {
      config: { roles: EDITORS },
      schema: {
        tags: ['uploads'],
        summary:
          'Removes a file from the media library: its row, the stored original and its responsive copies. Pages that still show it keep its address, which then answers 404.',
        params: z.object({ name: uploadName }),
        response: { 204: z.null(), 401: errorDto, 404: errorDto, 503: errorDto },
      },
    },
    async (req, reply) => {
      const { name } = req.params
      const url = `/data/uploads/${name}`
      const db = deps.db.db
      const row = await db.selectFrom('uploads').select(['id', 'width', 'original_name']).where('url', '=', url).executeTakeFirst()
      if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such upload.')
      // The row goes only if the original went too (a 503 rolls it back): never a listed file that is gone.
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('uploads').where('id', '=', row.id).execute()
        await recordAudit(trx, { ...requestParty(req), action: 'upload.delete', paths: [url], detail: { name: row.original_name } })
        await deps.storage.delete(name)
      })
      // The copies are found by the row's width; one left behind is an unlisted orphan, not a broken page.
      await removeStored(deps.storage, storedNames(name, row.width).slice(1), req.log)
      return reply.status(204).send(null)
    },
  )
}
