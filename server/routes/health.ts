import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sql } from 'kysely'
import * as z from 'zod/mini'
import { DB_RETRY_AFTER_S } from '../db/availability.ts'
import type { DbHandle } from '../db/connect.ts'
import type { PageChanges } from '../db/page-changes.ts'
import { API_HEADERS } from '../security-headers.ts'

const CHECK_TIMEOUT_MS = 2000

const healthDto = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['reachable', 'unreachable']),
  listen: z.enum(['listening', 'reconnecting', 'not used']),
})

async function databaseReachable(db: DbHandle): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)
  })
  const query = sql`SELECT 1`
    .execute(db.db)
    .then(() => true)
    .catch(() => false)
  try {
    return await Promise.race([query, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** GET /health: for load balancers and people. 503 while the database cannot be reached. */
export function healthRoute(app: FastifyInstance, deps: { db: DbHandle; changes: PageChanges }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['operations'],
        summary: 'Whether the database answers, and whether this process is listening for other processes’ page changes (PostgreSQL).',
        response: { 200: healthDto, 503: healthDto },
      },
    },
    async (_req, reply) => {
      const reachable = await databaseReachable(deps.db)
      reply.headers(API_HEADERS).header('Cache-Control', 'no-store')
      if (!reachable) reply.status(503).header('Retry-After', String(DB_RETRY_AFTER_S))
      return {
        status: reachable ? 'ok' : 'unavailable',
        database: reachable ? 'reachable' : 'unreachable',
        listen: deps.changes.state,
      } as const
    },
  )
}
