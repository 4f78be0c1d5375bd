import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { idParams, slugParams } from '../../schemas/wire/block-writes.ts'
import { errorDto } from '../../schemas/wire/error.ts'
import { scheduleBody, scheduleQuery, schedulesDto } from '../../schemas/wire/schedule.ts'
import { recordAudit, requestParty } from '../audit/audit-log.ts'
import { currentUser } from '../auth/authenticate.ts'
import { EDITORS, STAFF } from '../auth/roles.ts'
import { findBlock, pageExists } from '../db/blocks.ts'
import type { DbHandle } from '../db/connect.ts'
import { pendingSchedules, REFUSED_SHOWN_MS, replaceSchedules } from '../db/schedules-repo.ts'
import { ApiError } from '../errors.ts'
import { itemPointer } from '../schedule/target.ts'

const errors = { 400: errorDto, 401: errorDto, 403: errorDto, 404: errorDto, 503: errorDto }

const refuse = (field: 'publish_at' | 'unpublish_at', message: string): never => {
  throw new ApiError(400, 'INVALID_SCHEDULE', `${field}: ${message}`, [{ path: [field], message }])
}

/** Scheduled publishing: set and clear a block's or list item's times, and list a page's. */
export function scheduleRoutes(app: FastifyInstance, deps: { db: DbHandle; now: () => Date; scheduled: () => void }) {
  const db = deps.db.db
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.put(
    '/v1/pages/blocks/:id/schedule',
    {
      config: { roles: EDITORS },
      schema: {
        tags: ['pages'],
        summary:
          'Sets when the block (or, with `item`, one list item in it) is published and unpublished: ISO 8601 times with their zone, stored in UTC. Each replaces the pending time of its kind; null or left out clears it. A time not in the future, or an unpublish time not after the publish time, is 400 INVALID_SCHEDULE naming the field. Answers the target’s pending schedules.',
        params: idParams,
        body: scheduleBody,
        response: { 200: schedulesDto, ...errors },
      },
    },
    async (req) => {
      const { id } = req.params
      const { item = '', publish_at, unpublish_at } = req.body
      const now = deps.now()
      const times: { publish?: string | null; unpublish?: string | null } = {}
      for (const [field, value] of [
        ['publish_at', publish_at],
        ['unpublish_at', unpublish_at],
      ] as const) {
        if (value === undefined || value === null) continue
        if (Date.parse(value) <= now.getTime()) refuse(field, 'This time has passed: choose a time in the future.')
      }
      const block = await findBlock(db, id)
      if (!block) throw new ApiError(404, 'BLOCK_NOT_FOUND', `No block '${id}'.`)
      if (item !== '' && itemPointer(JSON.parse(block.content), item) === undefined)
        throw new ApiError(404, 'ITEM_NOT_FOUND', `Block '${id}' has no list item '${item}'.`)
      // A time left out keeps the pending one: the order is checked against it.
      const pending = await pendingSchedules(db, { blockId: id, itemId: item })
      const kept = (action: 'publish' | 'unpublish') => pending.find((p) => p.action === action)?.at ?? null
      const publishes = publish_at === undefined ? kept('publish') : publish_at
      const unpublishes = unpublish_at === undefined ? kept('unpublish') : unpublish_at
      if (publishes && unpublishes && Date.parse(unpublishes) <= Date.parse(publishes))
        refuse(unpublish_at === undefined ? 'publish_at' : 'unpublish_at', 'The unpublish time must come after the publish time.')
      if (publish_at !== undefined) times.publish = publish_at && new Date(publish_at).toISOString()
      if (unpublish_at !== undefined) times.unpublish = unpublish_at && new Date(unpublish_at).toISOString()
      await replaceSchedules(db, { slug: block.page_slug, blockId: id, itemId: item, times, userId: currentUser(req), now }, (trx) =>
        recordAudit(trx, {
          ...requestParty(req),
          action: 'schedule.set',
          page: block.page_slug,
          block: id,
          // A time left out is kept and not named; null is a time cleared.
          detail: { item: item || null, ...times },
        }),
      )
      deps.scheduled()
      return { schedules: await pendingSchedules(db, { blockId: id, itemId: item }) }
    },
  )

  api.get(
    '/v1/pages/blocks/:id/schedule',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['pages'],
        summary: 'The block’s (or, with `item`, one list item’s) pending schedules, soonest first.',
        params: idParams,
        querystring: scheduleQuery,
        response: { 200: schedulesDto, ...errors },
      },
    },
    async (req) => {
      const block = await findBlock(db, req.params.id)
      if (!block) throw new ApiError(404, 'BLOCK_NOT_FOUND', `No block '${req.params.id}'.`)
      return { schedules: await pendingSchedules(db, { blockId: block.id, itemId: req.query.item ?? '' }) }
    },
  )

  api.get(
    '/v1/pages/:slug/schedules',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['pages'],
        summary:
          'What is scheduled on the page: every pending publish and unpublish of its blocks and list items, soonest first (`status` pending); then those of the last 7 days the server refused when they fell due (`status` refused, `refusal` `{ code, message }`: the content no longer passes its schema), latest first, until a new time is set for the same block or item.',
        params: slugParams,
        response: { 200: schedulesDto, ...errors },
      },
    },
    async (req) => {
      const { slug } = req.params
      if (!(await pageExists(db, slug))) throw new ApiError(404, 'PAGE_NOT_FOUND', `No page '${slug}'.`)
      return { schedules: await pendingSchedules(db, { slug }, new Date(deps.now().getTime() - REFUSED_SHOWN_MS)) }
    },
  )
}
