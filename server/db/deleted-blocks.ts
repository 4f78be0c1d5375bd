import type { Kysely } from 'kysely'
import { ORDER_MAX } from '../../schemas/wire/block.ts'
import { findAnyBlock, findBlock, listBlocks } from './blocks.ts'
import type { BlockRow, Database } from './tables.ts'
import { type OnPageWrite, touchPageOf, writeTransaction } from './write-transaction.ts'

/** How long a deleted block stays in its page's 'Recently deleted' list. */
export const DELETED_KEEP_DAYS = 30
const DAY_MS = 24 * 3600_000

export type DeleteResult = { ok: true; slug: string } | { ok: false; reason: 'not_found' }

/**
 * Deletes a block: it leaves the page at once but stays restorable, with its history, for
 * DELETED_KEEP_DAYS. Its order moves above the range a request may name, so its place is free.
 */
export async function deleteBlock(db: Kysely<Database>, id: string, userId: string, onWrite: OnPageWrite): Promise<DeleteResult> {
  return writeTransaction<DeleteResult>(db, async (trx, refuse) => {
    const block = await findBlock(trx, id)
    if (!block) return refuse({ ok: false, reason: 'not_found' })
    const version = await touchPageOf(trx, block)
    const top = await trx
      .selectFrom('blocks')
      .select((eb) => eb.fn.max('sort_order').as('max'))
      .where('page_slug', '=', block.page_slug)
      .executeTakeFirst()
    const parked = Math.max(Number(top?.max ?? 0), ORDER_MAX) + 1
    await trx
      .updateTable('blocks')
      .set({ deleted_at: new Date().toISOString(), deleted_by: userId, deleted_order: block.sort_order, sort_order: parked })
      .where('id', '=', id)
      .execute()
    await onWrite(trx, block.page_slug, version)
    return { ok: true, slug: block.page_slug }
  })
}

/** Deleted blocks older than the keeping time go for good, with their revisions. */
export async function purgeDeleted(db: Kysely<Database>, at = Date.now()): Promise<void> {
  const cutoff = new Date(at - DELETED_KEEP_DAYS * DAY_MS).toISOString()
  const old = await db.selectFrom('blocks').select('id').where('deleted_at', 'is not', null).where('deleted_at', '<', cutoff).execute()
  if (old.length === 0) return
  const ids = old.map((b) => b.id)
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('block_revisions').where('block_id', 'in', ids).execute()
    await trx.deleteFrom('blocks').where('id', 'in', ids).execute()
  })
}

export type DeletedRow = BlockRow & { deleted_by_email: string | null }

/** A page's recently deleted blocks, newest first. */
export async function listDeleted(db: Kysely<Database>, slug: string): Promise<DeletedRow[]> {
  return db
    .selectFrom('blocks')
    .leftJoin('users', 'users.id', 'blocks.deleted_by')
    .selectAll('blocks')
    .select('users.email as deleted_by_email')
    .where('blocks.page_slug', '=', slug)
    .where('blocks.deleted_at', 'is not', null)
    .orderBy('blocks.deleted_at', 'desc')
    .execute()
}

export type RestoreResult = { ok: true; row: BlockRow } | { ok: false; reason: 'not_found' }

/**
 * Puts a deleted block back on its page: at the order it had, when that is free and still used
 * by the page's layout, else after the page's blocks (as an added block goes).
 */
export async function restoreDeleted(
  db: Kysely<Database>,
  input: {
    id: string
    reservedMax: (slug: string) => number
    unused: (slug: string) => ReadonlySet<number>
    userId: string
    onWrite: OnPageWrite
  },
): Promise<RestoreResult> {
  return writeTransaction<RestoreResult>(db, async (trx, refuse) => {
    const block = await findAnyBlock(trx, input.id)
    if (!block || block.deleted_at === null) return refuse({ ok: false, reason: 'not_found' })
    const version = await touchPageOf(trx, block)
    const live = await listBlocks(trx, block.page_slug)
    const wanted = block.deleted_order
    const free = wanted !== null && !live.some((b) => b.sort_order === wanted) && !input.unused(block.page_slug).has(wanted)
    const order = free ? wanted : Math.max(input.reservedMax(block.page_slug), ...live.map((b) => b.sort_order), 0) + 1
    await trx
      .updateTable('blocks')
      .set({ sort_order: order, deleted_at: null, deleted_by: null, deleted_order: null })
      .where('id', '=', block.id)
      .execute()
    await input.onWrite(trx, block.page_slug, version)
    return { ok: true, row: { ...block, sort_order: order, deleted_at: null, deleted_by: null, deleted_order: null } }
  })
}
