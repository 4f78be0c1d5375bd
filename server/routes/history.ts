import { EDITORS, STAFF } from '../auth/roles.ts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { blockDto } from '../../schemas/wire/block.ts'
import { idParams, slugParams } from '../../schemas/wire/block-writes.ts'
import { errorDto } from '../../schemas/wire/error.ts'
import { deletedBlocksDto, restoreRevisionBody, revisionParams, revisionsDto, revisionsQuery } from '../../schemas/wire/history.ts'
import { currentUser } from '../auth/authenticate.ts'
import { replacedContent } from '../content.ts'
import { writeBlock } from '../block-write.ts'
import { findAnyBlock, findBlock, pageExists, toDto } from '../db/blocks.ts'
import { DELETED_KEEP_DAYS, listDeleted, purgeDeleted, restoreDeleted } from '../db/deleted-blocks.ts'
import { findRevision, listRevisions } from '../db/revisions.ts'
import type { DbHandle } from '../db/connect.ts'
import type { PageChanges } from '../db/page-changes.ts'
import { ApiError } from '../errors.ts'
import { auditedWrite, requestParty } from '../audit/audit-log.ts'
import { contentChange } from '../audit/content-change.ts'
import { layoutOrders } from '../layout-orders.ts'

const errors = { 400: errorDto, 401: errorDto, 403: errorDto, 404: errorDto, 409: errorDto, 503: errorDto }
const PAGE_SIZE = 20
const DAY_MS = 24 * 3600_000

/** Block history (revisions and restoring one) and a page's recently deleted blocks. Administrators only. */
export function historyRoutes(app: FastifyInstance, handle: { db: DbHandle; changes: PageChanges }) {
  const db = handle.db.db
  const deps = { db, changes: handle.changes }
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/v1/pages/blocks/:id/revisions',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['history'],
        summary: 'A block’s versions, newest first (the current one first), with time and author; `before` pages on.',
        params: idParams,
        querystring: revisionsQuery,
        response: { 200: revisionsDto, ...errors },
      },
    },
    async (req) => {
      const block = await findAnyBlock(db, req.params.id)
      if (!block) throw new ApiError(404, 'BLOCK_NOT_FOUND', `No block '${req.params.id}'.`)
      const limit = req.query.limit ?? PAGE_SIZE
      const { revisions, total } = await listRevisions(db, block, { limit, before: req.query.before })
      const last = revisions.at(-1)
      return {
        revisions: revisions.map((r) => ({
          version: r.version,
          content: JSON.parse(r.content) as Record<string, unknown>,
          created_at: r.authored_at,
          author: r.author_email,
          current: r.version === block.version,
        })),
        total,
        next: last && last.version > 1 && revisions.length === limit ? last.version : null,
      }
    },
  )

  api.post(
    '/v1/pages/blocks/:id/revisions/:rev/restore',
    {
      config: { roles: EDITORS },
      schema: {
        tags: ['history'],
        summary:
          'Restores a past version as a new version (validated with the block type’s schema as it is today). Name the version you saw in `version`: a stale one is a 409 with the current block.',
        params: revisionParams,
        body: restoreRevisionBody,
        response: { 200: blockDto, ...errors },
      },
    },
    async (req) => {
      const { id, rev } = req.params
      const block = await findBlock(db, id)
      if (!block) throw new ApiError(404, 'BLOCK_NOT_FOUND', `No block '${id}'.`)
      const past = await findRevision(db, block, rev)
      if (past === undefined) throw new ApiError(404, 'REVISION_NOT_FOUND', `Block '${id}' has no version ${rev}.`)
      const { row } = await writeBlock(deps, {
        id,
        expectedVersion: req.body?.version,
        userId: currentUser(req),
        content: (stored) => replacedContent(stored.block_type, JSON.parse(past)),
        audit: (page, stored, content) => {
          const entry = contentChange(req, 'block.revert', page, stored, content)
          return { ...entry, action: 'block.revert', detail: { ...entry.detail, from_version: rev } }
        },
      })
      return toDto(row)
    },
  )

  api.get(
    '/v1/pages/:slug/deleted-blocks',
    {
      config: { roles: EDITORS },
      schema: {
        tags: ['history'],
        summary: `The page’s blocks deleted in the last ${DELETED_KEEP_DAYS} days, newest first.`,
        params: slugParams,
        response: { 200: deletedBlocksDto, ...errors },
      },
    },
    async (req) => {
      const { slug } = req.params
      if (!(await pageExists(db, slug))) throw new ApiError(404, 'PAGE_NOT_FOUND', `No page '${slug}'.`)
      await purgeDeleted(db)
      const rows = await listDeleted(db, slug)
      return {
        slug,
        blocks: rows.map((row) => ({
          ...toDto({ ...row, sort_order: row.deleted_order ?? row.sort_order }),
          deleted_at: row.deleted_at as string,
          deleted_by: row.deleted_by_email,
          restorable_until: new Date(Date.parse(row.deleted_at as string) + DELETED_KEEP_DAYS * DAY_MS).toISOString(),
        })),
      }
    },
  )

  api.post(
    '/v1/pages/blocks/:id/restore',
    {
      config: { roles: EDITORS },
      schema: {
        tags: ['history'],
        summary:
          'Puts a recently deleted block back: at its old order when that is free, else after the page’s blocks. 404 when the block is not in a recently deleted list.',
        params: idParams,
        response: { 200: blockDto, ...errors },
      },
    },
    async (req) => {
      const write = handle.changes.begin({ by: req.userId, block: req.params.id })
      const result = await restoreDeleted(db, {
        id: req.params.id,
        reservedMax: (slug) => layoutOrders(slug).reservedMax,
        unused: (slug) => layoutOrders(slug).unused,
        userId: currentUser(req),
        onWrite: auditedWrite(write.notify, (page) => ({ ...requestParty(req), action: 'block.restore', page, block: req.params.id })),
      })
      if (!result.ok) throw new ApiError(404, 'BLOCK_NOT_FOUND', `No deleted block '${req.params.id}'.`)
      write.settle()
      return toDto(result.row)
    },
  )
}
