import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { errorDto } from '../../schemas/wire/error.ts'
import {
  handledBody,
  newsletterAnswer,
  newsletterBody,
  newsletterList,
  newsletterQuery,
  type SubmissionBody,
  submissionBody,
  submissionCreated,
  submissionDto,
  submissionList,
  submissionParams,
  submissionQuery,
} from '../../schemas/wire/submission.ts'
import { currentUser } from '../auth/authenticate.ts'
import type { DbHandle } from '../db/connect.ts'
import {
  addNewsletterSignup,
  findSubmission,
  insertSubmission,
  listNewsletterSignups,
  listSubmissions,
  setHandled,
  type StoredAttachment,
  storedAttachmentName,
  toSubmissionDto,
} from '../db/submissions-repo.ts'
import { ApiError } from '../errors.ts'
import {
  acceptAttachment,
  ATTACHMENT_MAX_BYTES,
  discard,
  openAttachment,
  type ReceivedFile,
  receiveAttachment,
} from '../submissions/attachments.ts'
import { newsletterCsv, submissionsCsv } from '../submissions/export.ts'
import type { FormLimiter } from '../submissions/limiter.ts'
import type { Storage } from '../storage/storage.ts'

interface Deps {
  db: DbHandle
  /** Attachments' private storage: never under the public uploads. */
  storage: Storage
  /** Where a received file waits while it is checked. */
  stagingDir: string
  limiter: FormLimiter
}

declare module 'fastify' {
  interface FastifyRequest {
    /** An application's file, received before validation and checked by the handler. */
    attachment?: ReceivedFile
  }
}

const PAYLOAD_MAX_BYTES = 64 * 1024
const errors = { 400: errorDto, 401: errorDto, 404: errorDto, 413: errorDto, 415: errorDto, 429: errorDto, 503: errorDto }

/**
 * A multipart application: field `payload` (the JSON the form would send), field `attachment`
 * (the file, streamed to the private folder). The JSON becomes the body the schema validates.
 */
async function readMultipart(req: FastifyRequest, stagingDir: string) {
  let payload: string | undefined
  for await (const part of req.parts({ limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 2, fieldSize: PAYLOAD_MAX_BYTES } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'attachment' || req.attachment) {
        part.file.resume()
        continue
      }
      req.attachment = await receiveAttachment(stagingDir, part.file, part.filename)
    } else if (part.fieldname === 'payload') payload = String(part.value)
  }
  if (payload === undefined) throw new ApiError(400, 'BAD_REQUEST', 'The multipart field `payload` is missing.')
  try {
    req.body = JSON.parse(payload)
  } catch {
    throw new ApiError(400, 'BAD_REQUEST', 'The field `payload` is not JSON.')
  }
}

const csvHeaders = (name: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${name}"`,
  'Cache-Control': 'private, no-store',
})

/** RFC 6266: an ASCII fallback and the exact UTF-8 name. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

export function submissionRoutes(app: FastifyInstance, deps: Deps) {
  const db = deps.db.db
  const api = app.withTypeProvider<ZodTypeProvider>()
  const admit = async (req: FastifyRequest) => deps.limiter.admit(req.ip)

  api.post(
    '/v1/submissions',
    {
      config: { public: true },
      onRequest: admit,
      preValidation: async (req) => {
        if (req.isMultipart()) await readMultipart(req, deps.stagingDir)
      },
      // Whatever happens, a file that was not accepted does not stay behind (before the answer leaves).
      onSend: async (req, _reply, payload) => {
        await discard(req.attachment)
        return payload
      },
      schema: {
        tags: ['submissions'],
        summary:
          'Stores an enquiry from the contact, demo-request or application form, validated with the form’s own schema. JSON, or multipart with `payload` (the JSON) and `attachment` (pdf, doc, docx, ppt or pptx by its bytes, at most 10 MB; applications only). SUBMISSION_RATE_LIMIT an hour per address.',
        consumes: ['application/json', 'multipart/form-data'],
        body: submissionBody,
        response: { 201: submissionCreated, ...errors },
      },
    },
    async (req, reply) => {
      const body: SubmissionBody = req.body
      let stored: StoredAttachment | null = null
      if (req.attachment) {
        if (body.form !== 'application') throw new ApiError(400, 'BAD_REQUEST', 'Only an application may carry an attachment.')
        stored = await acceptAttachment(deps.storage, req.attachment)
      }
      try {
        const id = await insertSubmission(db, body, stored)
        return reply.status(201).send({ id })
      } catch (err) {
        // No row, no file.
        if (stored) {
          const file = stored.file
          await deps.storage.delete(file).catch((e: unknown) => req.log.warn({ err: e, file }, 'an attachment could not be removed'))
        }
        throw err
      }
    },
  )

  api.get(
    '/v1/submissions',
    {
      schema: {
        tags: ['submissions'],
        summary: 'Enquiries, newest first; filter by form and by whether they were handled.',
        querystring: submissionQuery,
        response: { 200: submissionList, ...errors },
      },
    },
    async (req) => {
      const { form, handled, offset, limit } = req.query
      const { rows, total } = await listSubmissions(db, {
        form,
        handled: handled === undefined ? undefined : handled === 'true',
        offset,
        limit,
      })
      return { items: rows.map(toSubmissionDto), total }
    },
  )

  api.get(
    '/v1/submissions.csv',
    {
      schema: {
        tags: ['submissions'],
        summary: 'Every enquiry the filter matches, newest first, as CSV (UTF-8 with a byte-order mark).',
        querystring: z.pick(submissionQuery, { form: true, handled: true }),
        response: { 400: errorDto, 401: errorDto, 503: errorDto },
      },
    },
    async (req, reply) => {
      const { form, handled } = req.query
      const filter = { form, handled: handled === undefined ? undefined : handled === 'true' }
      const { rows } = await listSubmissions(db, { ...filter, offset: 0, limit: Number.MAX_SAFE_INTEGER })
      return (reply as FastifyReply).headers(csvHeaders(`enquiries-${form ?? 'all'}.csv`)).send(submissionsCsv(rows.map(toSubmissionDto)))
    },
  )

  api.patch(
    '/v1/submissions/:id',
    {
      schema: {
        tags: ['submissions'],
        summary: 'Marks an enquiry as handled, or not.',
        params: submissionParams,
        body: handledBody,
        response: { 200: submissionDto, ...errors },
      },
    },
    async (req) => {
      const row = await setHandled(db, req.params.id, req.body.handled, currentUser(req))
      if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such enquiry.')
      return toSubmissionDto(row)
    },
  )

  api.get(
    '/v1/submissions/:id/attachment',
    {
      schema: {
        tags: ['submissions'],
        summary:
          'An application’s attached file, as a download (never shown inline, under a sandboxing policy), named with the extension of its type.',
        params: submissionParams,
        response: { 401: errorDto, 404: errorDto, 503: errorDto },
      },
    },
    async (req, reply) => {
      const row = await findSubmission(db, req.params.id)
      if (!row?.attachment_file) throw new ApiError(404, 'NOT_FOUND', 'This enquiry has no attachment.')
      const read = await openAttachment(deps.storage, row.attachment_file)
      return (reply as FastifyReply)
        .headers({
          'Content-Type': row.attachment_mime ?? 'application/octet-stream',
          'Content-Disposition': contentDisposition(storedAttachmentName(row.attachment_name ?? '', row.attachment_file)),
          'Cache-Control': 'private, no-store',
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'Content-Length': String(read.size),
        })
        .send(read.body)
    },
  )

  api.post(
    '/v1/newsletter',
    {
      config: { public: true },
      onRequest: admit,
      schema: {
        tags: ['newsletter'],
        summary: 'Signs an address up for the newsletter. One address is stored once: signing up again answers 200 with `created: false`.',
        body: newsletterBody,
        response: { 200: newsletterAnswer, 201: newsletterAnswer, ...errors },
      },
    },
    async (req, reply) => {
      const created = await addNewsletterSignup(db, req.body.email.toLowerCase(), req.body.language)
      return reply.status(created ? 201 : 200).send({ created })
    },
  )

  api.get(
    '/v1/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Newsletter sign-ups, newest first.',
        querystring: newsletterQuery,
        response: { 200: newsletterList, ...errors },
      },
    },
    async (req) => {
      const { rows, total } = await listNewsletterSignups(db, req.query.offset, req.query.limit)
      return { items: rows, total }
    },
  )

  api.get(
    '/v1/newsletter.csv',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Every newsletter sign-up, newest first, as CSV.',
        response: { 401: errorDto, 503: errorDto },
      },
    },
    async (_req, reply) => {
      const { rows } = await listNewsletterSignups(db, 0, Number.MAX_SAFE_INTEGER)
      return (reply as FastifyReply).headers(csvHeaders('newsletter.csv')).send(newsletterCsv(rows))
    },
  )
}
