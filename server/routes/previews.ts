import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { errorDto } from '../../schemas/wire/error.ts'
import {
  PREVIEW_DAYS_DEFAULT,
  PREVIEW_PARAM,
  previewCreateBody,
  previewCreatedDto,
  previewIdParams,
  previewStateDto,
  previewsDto,
  previewTokenParams,
} from '../../schemas/wire/preview.ts'
import { currentUser } from '../auth/authenticate.ts'
import { recordAudit, requestParty } from '../audit/audit-log.ts'
import { STAFF } from '../auth/roles.ts'
import type { DbHandle } from '../db/connect.ts'
import { createPreview, listPreviews, previewByToken, revokePreview } from '../db/previews-repo.ts'
import { ApiError } from '../errors.ts'

const errors = { 400: errorDto, 401: errorDto, 404: errorDto, 410: errorDto, 503: errorDto }

/** `path` with the link's token added to its query. */
function linkTo(path: string, token: string): string {
  const url = new URL(path, 'http://site')
  url.searchParams.set(PREVIEW_PARAM, token)
  return url.pathname + url.search + url.hash
}

/**
 * Whether a request carries a working preview link's token (`Authorization: Preview <token>`):
 * it then reads pages with their drafts, and nothing more (every write still wants a signed-in user).
 */
export function previewReader(deps: { db: DbHandle }) {
  return async (req: FastifyRequest): Promise<boolean> => {
    const match = /^Preview ([A-Za-z0-9_-]{20,100})$/.exec(req.headers.authorization ?? '')
    return !!match?.[1] && (await previewByToken(deps.db.db, match[1])).state === 'valid'
  }
}

/** Preview links: made, listed and revoked by signed-in people; their state read by whoever holds one. */
export function previewRoutes(app: FastifyInstance, deps: { db: DbHandle }) {
  const db = deps.db.db
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.post(
    '/v1/previews',
    {
      // Whoever edits may show it before launch: editors and translators too.
      config: { roles: STAFF },
      schema: {
        tags: ['previews'],
        summary: `Makes a link that shows a page with its drafts to someone without an account: read-only, marked Preview, not indexed, expiring after \`days\` (default ${PREVIEW_DAYS_DEFAULT}), revocable. The link (with its token) is answered only now: only a hash is stored.`,
        body: previewCreateBody,
        response: { 201: previewCreatedDto, ...errors },
      },
    },
    async (req, reply) => {
      const { token, row } = await createPreview(db, {
        path: req.body.path,
        days: req.body.days ?? PREVIEW_DAYS_DEFAULT,
        userId: currentUser(req),
      })
      await recordAudit(db, {
        ...requestParty(req),
        action: 'preview.create',
        paths: [row.path],
        detail: { preview: row.id, expires_at: row.expires_at },
      })
      const maker = await db.selectFrom('users').select('email').where('id', '=', currentUser(req)).executeTakeFirst()
      return reply.status(201).send({ ...row, created_by: maker?.email ?? null, url: linkTo(row.path, token) })
    },
  )

  api.get(
    '/v1/previews',
    {
      // Whoever edits may show it before launch: editors and translators too.
      config: { roles: STAFF },
      schema: { tags: ['previews'], summary: 'The preview links still working, newest first.', response: { 200: previewsDto, ...errors } },
    },
    async () => ({ previews: await listPreviews(db) }),
  )

  api.delete(
    '/v1/previews/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['previews'],
        summary: 'Revokes a preview link: it stops working at once.',
        params: previewIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      if (!(await revokePreview(db, req.params.id))) throw new ApiError(404, 'PREVIEW_NOT_FOUND', 'No working preview link with this id.')
      await recordAudit(db, { ...requestParty(req), action: 'preview.revoke', detail: { preview: req.params.id } })
      return reply.status(204).send(null)
    },
  )

  api.get(
    '/v1/previews/links/:token',
    {
      config: { public: true },
      schema: {
        tags: ['previews'],
        summary: 'What a preview link shows and until when; 410 PREVIEW_EXPIRED once it expired or was revoked.',
        params: previewTokenParams,
        response: { 200: previewStateDto, ...errors },
      },
    },
    async (req, reply) => {
      const found = await previewByToken(db, req.params.token)
      if (found.state === 'unknown') throw new ApiError(404, 'PREVIEW_NOT_FOUND', 'This preview link does not exist.')
      if (found.state === 'ended') throw new ApiError(410, 'PREVIEW_EXPIRED', 'This preview link has expired or was revoked.')
      return reply.header('Cache-Control', 'private, no-store').send({ path: found.path, expires_at: found.expires_at })
    },
  )
}
