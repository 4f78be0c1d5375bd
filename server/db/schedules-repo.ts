import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { ScheduleAction, ScheduleDto } from '../../schemas/wire/schedule.ts'
import { schemaForType } from '../../schemas/blocks/index.ts'
import { itemTitleOf } from '../schedule/target.ts'
import type { Database, ScheduleRow } from './tables.ts'

/** How long a claim holds a due row for the process making its change; past it another process may take it. */
export const LEASE_MS = 60_000

const PENDING_COLUMNS = [
  'schedules.id',
  'schedules.page_slug',
  'schedules.block_id',
  'schedules.item_id',
  'schedules.action',
  'schedules.at',
  'schedules.created_at',
] as const

/** How long a refused schedule stays in the page's list. */
export const REFUSED_SHOWN_MS = 7 * 24 * 3600_000

/**
 * A page's pending schedules (the block's and its items'), soonest first, with their makers'
 * e-mails; with `refusedSince`, then the ones the server refused since then, latest first.
 */
export async function pendingSchedules(
  db: Kysely<Database>,
  where: { slug: string } | { blockId: string; itemId: string },
  refusedSince?: Date,
): Promise<ScheduleDto[]> {
  let query = db
    .selectFrom('schedules')
    .leftJoin('users', 'users.id', 'schedules.created_by')
    .innerJoin('blocks', 'blocks.id', 'schedules.block_id')
    .select([
      ...PENDING_COLUMNS,
      'schedules.done_at',
      'schedules.refusal',
      'users.email as created_by_email',
      'blocks.block_type',
      'blocks.content',
    ])
    .where('blocks.deleted_at', 'is', null)
    .where((eb) =>
      refusedSince
        ? eb.or([
            eb('schedules.done_at', 'is', null),
            eb.and([eb('schedules.outcome', '=', 'refused'), eb('schedules.done_at', '>=', refusedSince.toISOString())]),
          ])
        : eb('schedules.done_at', 'is', null),
    )
  query =
    'slug' in where
      ? query.where('schedules.page_slug', '=', where.slug)
      : query.where('schedules.block_id', '=', where.blockId).where('schedules.item_id', '=', where.itemId)
  const rows = await query.orderBy('schedules.at').orderBy('schedules.action').execute()
  const pending = rows.filter((r) => r.done_at === null)
  const refused = rows.filter((r) => r.done_at !== null).sort((a, b) => (b.done_at ?? '').localeCompare(a.done_at ?? ''))
  return [...pending, ...refused].map((r) => ({
    id: r.id,
    page: r.page_slug,
    block_id: r.block_id,
    block_type: r.block_type,
    item_id: r.item_id === '' ? null : r.item_id,
    item_title: r.item_id === '' ? null : itemTitleOf(schemaForType(r.block_type), JSON.parse(r.content), r.item_id),
    action: r.action,
    at: r.at,
    created_by: r.created_by_email ?? null,
    created_at: r.created_at,
    status: r.done_at === null ? ('pending' as const) : ('refused' as const),
    refusal: r.refusal ? (JSON.parse(r.refusal) as { code: string; message: string }) : null,
  }))
}

/**
 * Replaces a block's (or item's) pending schedules: one transaction, so a reader sees the old
 * times or the new, never none. A row some process is firing right now is left to it.
 */
export async function replaceSchedules(
  db: Kysely<Database>,
  input: {
    slug: string
    blockId: string
    itemId: string
    times: Partial<Record<ScheduleAction, string | null>>
    userId: string
    now: Date
  },
  /** Written in the same transaction (the audit entry). */
  alongside?: (trx: Kysely<Database>) => Promise<void>,
): Promise<void> {
  const nowIso = input.now.toISOString()
  await db.transaction().execute(async (trx) => {
    for (const [action, at] of Object.entries(input.times) as [ScheduleAction, string | null | undefined][]) {
      if (at === undefined) continue
      // A new time (or none) answers a refusal of the old one: it leaves the page's list.
      await trx
        .deleteFrom('schedules')
        .where('block_id', '=', input.blockId)
        .where('item_id', '=', input.itemId)
        .where('action', '=', action)
        .where('outcome', '=', 'refused')
        .execute()
      await trx
        .deleteFrom('schedules')
        .where('block_id', '=', input.blockId)
        .where('item_id', '=', input.itemId)
        .where('action', '=', action)
        .where('done_at', 'is', null)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
        .execute()
      if (at === null) continue
      await trx
        .insertInto('schedules')
        .values({
          id: randomUUID(),
          page_slug: input.slug,
          block_id: input.blockId,
          item_id: input.itemId,
          action,
          at,
          created_by: input.userId,
          created_at: nowIso,
          claimed_by: null,
          claimed_until: null,
          done_at: null,
          outcome: null,
          refusal: null,
        })
        .execute()
    }
    await alongside?.(trx)
  })
}

/** When the soonest pending schedule falls due (undefined when none is pending). */
export async function nextDue(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('schedules')
    .select((eb) => eb.fn.min('at').as('at'))
    .where('done_at', 'is', null)
    .executeTakeFirst()
  return (row?.at as string | null | undefined) ?? undefined
}

/**
 * Claims due rows for `owner`. Each claim is one conditional UPDATE of a row nobody holds (or
 * whose lease ran out): on PostgreSQL a second process's UPDATE of the same row waits for the
 * first to commit, then finds the condition false, so exactly one process holds each row.
 */
export async function claimDue(db: Kysely<Database>, input: { owner: string; now: Date; limit: number }): Promise<ScheduleRow[]> {
  const nowIso = input.now.toISOString()
  const free = await db
    .selectFrom('schedules')
    .select('id')
    .where('done_at', 'is', null)
    .where('at', '<=', nowIso)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
    .orderBy('at')
    .limit(input.limit)
    .execute()
  const claimed: ScheduleRow[] = []
  const until = new Date(input.now.getTime() + LEASE_MS).toISOString()
  for (const { id } of free) {
    const row = await db
      .updateTable('schedules')
      .set({ claimed_by: input.owner, claimed_until: until })
      .where('id', '=', id)
      .where('done_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
      .returningAll()
      .executeTakeFirst()
    if (row) claimed.push(row)
  }
  return claimed
}

export class LeaseLost extends Error {}

/** Marks a claimed row done (inside the change's transaction when there was one); throws LeaseLost when `owner` no longer holds it. */
export async function markDone(
  db: Kysely<Database>,
  row: ScheduleRow,
  owner: string,
  outcome: string,
  now: Date,
  refusal?: { code: string; message: string },
): Promise<void> {
  const result = await db
    .updateTable('schedules')
    .set({ done_at: now.toISOString(), outcome, refusal: refusal ? JSON.stringify(refusal) : null })
    .where('id', '=', row.id)
    .where('claimed_by', '=', owner)
    .where('done_at', 'is', null)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) throw new LeaseLost(`Schedule ${row.id} is no longer held by this process.`)
}

/** Lets go of a claimed row, so the next look (here or in another process) tries it again. */
export async function release(db: Kysely<Database>, row: ScheduleRow, owner: string): Promise<void> {
  await db
    .updateTable('schedules')
    .set({ claimed_by: null, claimed_until: null })
    .where('id', '=', row.id)
    .where('claimed_by', '=', owner)
    .where('done_at', 'is', null)
    .execute()
}
