import { randomUUID } from 'node:crypto'
import { unlink } from 'node:fs/promises'
import { basename, join } from 'node:path'
import type { FastifyInstance, onRequestHookHandler } from 'fastify'
import { currentUser } from '../auth/authenticate.ts'
import type { DbHandle } from '../db/connect.ts'
import { ApiError } from '../errors.ts'
import { defineRoute } from '../http/route.ts'
import { storeUpload, type UploadLimits } from '../uploads/store.ts'
import { errorDto, uploadDto, uploadQuery } from './schemas.ts'

const err = { description: 'Error', schema: errorDto }

/** busboy reports a broken multipart body (no or overlong boundary, data cut short) as a plain Error: a 400, not a 500. */
function asClientError(e: unknown): unknown {
  if (e instanceof Error && !(e instanceof ApiError) && !('code' in e) && !('statusCode' in e))
    if (/multipart|boundary|needle|content-type/i.test(e.message))
      return new ApiError(400, 'BAD_REQUEST', 'The multipart body is malformed.')
  return e
}

export function uploadRoutes(
  app: FastifyInstance,
  deps: { db: DbHandle; dir: string; limits: UploadLimits; authenticate: onRequestHookHandler },
) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/v1/uploads/',
      tag: 'uploads',
      auth: true,
      summary:
        'Stores an image or video (multipart field `file`). The type comes from the bytes; SVG is sanitized. `?kind=icon` accepts SVG only.',
      query: uploadQuery,
      bodyDoc: {
        contentType: 'multipart/form-data',
        schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
      },
      responses: { 201: { description: 'Stored', schema: uploadDto }, 400: err, 401: err, 413: err, 415: err },
    },
    async (req, reply, { query }) => {
      if (!req.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.')
      const part = await req.file().catch((e: unknown) => {
        throw asClientError(e)
      })
      if (part?.fieldname !== 'file') throw new ApiError(400, 'BAD_REQUEST', 'The multipart field `file` is missing.')
      const stored = await storeUpload(deps.dir, part.file, { ...deps.limits, svgOnly: query.kind === 'icon' }).catch((e: unknown) => {
        throw asClientError(e)
      })
      const url = `/data/uploads/${stored.name}`
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
          created_at: new Date().toISOString(),
          created_by: currentUser(req),
        })
        .execute()
        .catch(async (err: unknown) => {
          // No row, no file: a failed insert must not leave an orphan upload behind.
          await unlink(join(deps.dir, stored.name)).catch(() => undefined)
          throw err
        })
      return reply.status(201).send({ url })
    },
    deps.authenticate,
  )
}
