import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { auditFacetsDto, auditFilterQuery, auditListDto, auditQuery } from '../../schemas/wire/audit.ts'
import { errorDto } from '../../schemas/wire/error.ts'
import { auditFacets, listAudit, toEntryDto } from '../audit/audit-log.ts'
import { auditCsv } from '../audit/audit-csv.ts'
import type { DbHandle } from '../db/connect.ts'

const errors = { 400: errorDto, 401: errorDto, 403: errorDto, 503: errorDto }
const PAGE_SIZE = 50
/** A CSV holds at most this many entries (a year of a busy site's writes fits). */
const CSV_MAX = 100_000

/** The audit log (issue 27): administrators only (no `roles` named), as JSON pages and as CSV. */
export function auditRoutes(app: FastifyInstance, deps: { db: DbHandle }) {
  const db = deps.db.db
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/v1/audit',
    {
      schema: {
        tags: ['audit'],
        summary:
          'Every recorded write, newest first: who, when, what (action, page, block, the paths changed) and from which address. Filters: `person` (a user id), `page` (a slug), `action`, `from` and `to` (UTC days, both included). `page_no` and `limit` (up to 200, default 50) page it; `total` counts what the filters keep. Administrators only.',
        querystring: auditQuery,
        response: { 200: auditListDto, ...errors },
      },
    },
    async (req) => {
      const { page_no = 1, limit = PAGE_SIZE, ...filter } = req.query
      const { rows, total } = await listAudit(db, filter, { offset: (page_no - 1) * limit, limit })
      return { items: rows.map(toEntryDto), total, page_no, pages: Math.max(1, Math.ceil(total / limit)), limit }
    },
  )

  api.get(
    '/v1/audit/facets',
    {
      schema: {
        tags: ['audit'],
        summary: 'The people and pages the log names, for its filters (people removed since included). Administrators only.',
        response: { 200: auditFacetsDto, ...errors },
      },
    },
    async () => auditFacets(db),
  )

  api.get(
    '/v1/audit.csv',
    {
      schema: {
        tags: ['audit'],
        summary: `The entries the filters keep (as GET /v1/audit), newest first, as CSV (UTF-8 with a byte-order mark; cells that look like formulas are defused); at most ${CSV_MAX}. Administrators only.`,
        querystring: auditFilterQuery,
        response: errors,
      },
    },
    async (req, reply) => {
      const { rows } = await listAudit(db, req.query, { offset: 0, limit: CSV_MAX })
      const name = `audit-${req.query.from ?? 'start'}-${req.query.to ?? 'now'}.csv`
      return (reply as FastifyReply)
        .headers({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${name}"`,
          'Cache-Control': 'private, no-store',
        })
        .send(auditCsv(rows.map(toEntryDto)))
    },
  )
}
