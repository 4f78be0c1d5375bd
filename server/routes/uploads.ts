import { EDITORS } from '../auth/roles.ts'
import { randomUUID } from 'node:crypto'
import { basename } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { errorDto } from '../../schemas/wire/error.ts'
import { uploadDeleteQuery, uploadDto, uploadListDto, uploadListQuery, uploadName, uploadQuery } from '../../schemas/wire/upload.ts'
import { currentUser } from '../auth/authenticate.ts'
import { recordAudit, requestParty } from '../audit/audit-log.ts'
import type { DbHandle } from '../db/connect.ts'
import { ApiError } from '../errors.ts'
import type { Storage } from '../storage/storage.ts'
import { storedImageDimensions } from '../uploads/dimensions.ts'
import { unlink } from 'node:fs/promises'
import type { CopyMaker } from '../uploads/copies.ts'
import { isRaster } from '../uploads/raster.ts'
import { removeStored, saveUpload, storedNames } from '../uploads/save.ts'
import { stageUpload, type UploadLimits } from '../uploads/store.ts'
import { searchable, uploadBase, uploadUses } from '../uploads/used-on.ts'

/** busboy reports a broken multipart body (no or overlong boundary, data cut short) as a plain Error: a 400, not a 500. */
function asClientError(e: unknown): unknown {
  if (e instanceof Error && !(e instanceof ApiError) && !('code' in e) && !('statusCode' in e))
    if (/multipart|boundary|needle|content-type/i.test(e.message))
      return new ApiError(400, 'BAD_REQUEST', 'The multipart body is malformed.')
  return e
}

const errors = { 400: errorDto, 401: errorDto, 413: errorDto, 415: errorDto, 503: errorDto }

export function uploadRoutes(
  app: FastifyInstance,
  deps: { db: DbHandle; storage: Storage; stagingDir: string; limits: UploadLimits; copies: CopyMaker },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/uploads/',
    {
      config: { roles: EDITORS },
      schema: {
        tags: ['uploads'],
        summary:
          'Stores an image or video (multipart field `file`). The type comes from the bytes; SVG is sanitized; a photo is stored upright without its metadata (EXIF, GPS); an image over 40 megapixels is refused (400). `?kind=icon` accepts SVG only. Bytes stored before (the same SHA-256) are not stored again: 200 with that upload and `existing: true`.',
        querystring: uploadQuery,
        consumes: ['multipart/form-data'],
        response: { 200: uploadDto, 201: uploadDto, ...errors },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.')
      const part = await req.file().catch((e: unknown) => {
        throw asClientError(e)
      })
      if (part?.fieldname !== 'file') throw new ApiError(400, 'BAD_REQUEST', 'The multipart field `file` is missing.')
      const db = deps.db.db
      const sameBytes = (hash: string) =>
        db.selectFrom('uploads').select(['url', 'width', 'height']).where('content_hash', '=', hash).executeTakeFirst()
      const answerExisting = (row: { url: string; width: number | null; height: number | null }) =>
        reply
          .status(200)
          .send({ url: row.url, ...(row.width && row.height ? { width: row.width, height: row.height } : {}), existing: true })
      const stored = await stageUpload(deps.stagingDir, part.file, {
        ...deps.limits,
        svgOnly: req.query.kind === 'icon',
        findExisting: sameBytes,
      }).catch((e: unknown) => {
        throw asClientError(e)
      })
      if ('existing' in stored) return answerExisting(stored.existing)
      const url = `/data/uploads/${stored.name}`
      // The copies are made from a file of their own, after the answer: the staged one moves into storage.
      const copiesFrom = isRaster(stored.type.ext) && stored.dimensions ? await deps.copies.keep(stored.file) : undefined
      // Storage has the original before the row names it: a row never points at a missing file.
      const size = await saveUpload(deps.storage, stored).catch(async (err: unknown) => {
        if (copiesFrom) await unlink(copiesFrom).catch(() => undefined)
        throw err
      })
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
        content_hash: stored.hash,
        created_at: new Date().toISOString(),
        created_by: currentUser(req),
      }
      const inserted = await db
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
        .then(
          () => true,
          async (err: unknown) => {
            // No row, no file: a failed insert must not leave an orphan upload behind.
            if (copiesFrom) await unlink(copiesFrom).catch(() => undefined)
            await removeStored(deps.storage, [stored.name], req.log)
            // The same bytes sent twice at once: the unique hash let one row in, which both answer.
            if (await sameBytes(stored.hash).catch(() => undefined)) return false
            throw err
          },
        )
      if (!inserted) return answerExisting((await sameBytes(stored.hash))!)
      if (copiesFrom) void deps.copies.make(stored.name, copiesFrom, stored.type.ext)
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
          'The media library: stored files newest first, with type, size in bytes, an image’s width and height, the alt texts pages give it and the blocks that show it (`used_on`, read from every live block’s content, lists inside lists included). `kind` filters: image (SVG included), video, icon (SVG only); `q` searches file names and alt texts, any case, either language (every word must match).',
        querystring: uploadListQuery,
        response: { 200: uploadListDto, ...errors },
      },
    },
    async (req) => {
      const db = deps.db.db
      const { kind, q, limit = 60, offset = 0 } = req.query
      let query = db.selectFrom('uploads')
      if (kind === 'icon') query = query.where('mime', '=', 'image/svg+xml')
      else if (kind) query = query.where('mime', 'like', `${kind}/%`)
      const uses = await uploadUses(db)
      const ordered = query.selectAll().orderBy('created_at', 'desc').orderBy('id')
      const words = searchable(q ?? '')
        .split(/\s+/)
        .filter(Boolean)
      let rows
      let total: number
      if (words.length) {
        // Alt texts live in the pages' content, not in the table: the search runs here, on every row of the kind.
        const matching = (await ordered.execute()).filter((row) => {
          const text = searchable([row.original_name, ...(uses.get(uploadBase(row.url))?.alts ?? [])].join('\n'))
          return words.every((word) => text.includes(word))
        })
        total = matching.length
        rows = matching.slice(offset, offset + limit)
      } else {
        total = Number((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0)
        rows = await ordered.limit(limit).offset(offset).execute()
      }
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
        const used = uses.get(uploadBase(row.url))
        items.push({
          url: row.url,
          name: row.original_name,
          mime: row.mime,
          kind: row.mime === 'image/svg+xml' ? ('icon' as const) : row.mime.startsWith('video/') ? ('video' as const) : ('image' as const),
          size: Number(row.size),
          width,
          height,
          created_at: row.created_at,
          alts: [...new Set(used?.alts ?? [])],
          used_on: used?.uses ?? [],
        })
      }
      return { items, total }
    },
  )

  app.withTypeProvider<ZodTypeProvider>().delete(
    '/v1/uploads/:name',
    {
      config: { roles: EDITORS },
      schema: {
        tags: ['uploads'],
        summary:
          'Removes a file from the media library: its row, the stored original and its responsive copies. A file that pages still show is refused with 409 UPLOAD_IN_USE, `details.used_on` naming the blocks, unless `force=true`; those pages keep its address, which then answers 404. A storage failure is a 503 and keeps the row.',
        params: z.object({ name: uploadName }),
        querystring: uploadDeleteQuery,
        response: { 204: z.null(), 401: errorDto, 404: errorDto, 409: errorDto, 503: errorDto },
      },
    },
    async (req, reply) => {
      const { name } = req.params
      const url = `/data/uploads/${name}`
      const db = deps.db.db
      const row = await db.selectFrom('uploads').select(['id', 'width', 'original_name']).where('url', '=', url).executeTakeFirst()
      if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such upload.')
      // Copies still being made would land after the delete.
      await deps.copies.settled(uploadBase(name))
      const usedOn = (await uploadUses(db)).get(uploadBase(name))?.uses ?? []
      if (usedOn.length && req.query.force !== 'true') {
        const pages = [...new Set(usedOn.map((u) => u.path ?? u.page))].join(', ')
        throw new ApiError(409, 'UPLOAD_IN_USE', `The file is shown on ${pages}. Send force=true to delete it anyway.`, {
          used_on: usedOn,
        })
      }
      // The row goes only if every stored file went too: a failure of storage (503) rolls the row
      // back, and the delete can be sent again (removing what is already gone is no error). The
      // copies go before the original, so a listed file always still has its original.
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('uploads').where('id', '=', row.id).execute()
        await recordAudit(trx, { ...requestParty(req), action: 'upload.delete', paths: [url], detail: { name: row.original_name } })
        for (const stored of [...storedNames(name, row.width).slice(1), name]) await deps.storage.delete(stored)
      })
      return reply.status(204).send(null)
    },
  )
}
