import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { type BlockDto, ORDER_MIN } from '../../schemas/wire/block.ts'
import { makeRoomBefore } from './make-room.ts'
import { prepared } from './prepared.ts'
import { keepRevision } from './revisions.ts'
import type { BlockRow, Database } from './tables.ts'
import { type OnPageWrite, touchPage, touchPageOf, writeTransaction } from './write-transaction.ts'

export type { OnPageWrite }

export function toDto(row: BlockRow): BlockDto {
  return { id: row.id, block_type: row.block_type, order: row.sort_order, content: JSON.parse(row.content), version: row.version }
}

const now = () => new Date().toISOString()

export async function pageExists(db: Kysely<Database>, slug: string): Promise<boolean> {
  return !!(await db.selectFrom('pages').select('slug').where('slug', '=', slug).executeTakeFirst())
}

/** The page's version and its blocks as one consistent read: the version first, so a write in between makes the kept page look old, never new. */
export async function readPage(db: Kysely<Database>, slug: string): Promise<{ version: number; blocks: BlockRow[] } | undefined> {
  const page = await db.selectFrom('pages').select('version').where('slug', '=', slug).executeTakeFirst()
  if (!page) return undefined
  return { version: Number(page.version), blocks: await listBlocks(db, slug) }
}

/** The page's blocks, deleted ones left out. */
export async function listBlocks(db: Kysely<Database>, slug: string): Promise<BlockRow[]> {
  return db.selectFrom('blocks').selectAll().where('page_slug', '=', slug).where('deleted_at', 'is', null).orderBy('sort_order').execute()
}

/** A block on its page (not a deleted one). */
export async function findBlock(db: Kysely<Database>, id: string): Promise<BlockRow | undefined> {
  return (await blockOnPage(db, { id })).rows[0]
}

const blockOnPage = prepared(['id'], (db, p) => db.selectFrom('blocks').selectAll().where('id', '=', p.id).where('deleted_at', 'is', null))

/** A block, deleted or not (its history stays readable while it can be restored). */
export async function findAnyBlock(db: Kysely<Database>, id: string): Promise<BlockRow | undefined> {
  return db.selectFrom('blocks').selectAll().where('id', '=', id).executeTakeFirst()
}

export type CreateResult =
  { ok: true; row: BlockRow } | { ok: false; reason: 'page_not_found' | 'order_taken' | 'before_not_found' | 'before_reserved' | 'no_room' }

/**
 * Adds a block. Without an order it goes after every stored block and after `reservedMax`, the
 * highest order the page's layout gives a meaning to (its slots, borrowed blocks and unused
 * numbers), so an added block never lands in a slot of another type or an unused order.
 * With `before` (a block editors added) it takes that block's place, and the blocks from there on
 * move one down, in the same transaction: one write, so no reader sees it anywhere else.
 */
export async function createBlock(
  db: Kysely<Database>,
  input: {
    id?: string
    slug: string
    blockType: string
    order?: number
    before?: string
    reservedMax: number
    content: unknown
    userId: string
    onWrite: OnPageWrite
  },
): Promise<CreateResult> {
  return writeTransaction<CreateResult>(db, async (trx, refuse) => {
    const version = await touchPage(trx, input.slug)
    if (version === undefined) return refuse({ ok: false, reason: 'page_not_found' })
    let order = input.order
    if (input.before !== undefined) {
      const room = await makeRoomBefore(trx, input.slug, input.before, input.reservedMax)
      if (!room.ok) return refuse(room)
      order = room.order
    } else if (order === undefined) {
      const max = await trx
        .selectFrom('blocks')
        .select((eb) => eb.fn.max('sort_order').as('max'))
        .where('page_slug', '=', input.slug)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
      order = Math.max(Number(max?.max ?? 0), input.reservedMax) + 1
    } else {
      const taken = await trx
        .selectFrom('blocks')
        .select('id')
        .where('page_slug', '=', input.slug)
        .where('sort_order', '=', order)
        .executeTakeFirst()
      if (taken) return refuse({ ok: false, reason: 'order_taken' })
    }
    const row: BlockRow = {
      id: input.id ?? randomUUID(),
      page_slug: input.slug,
      block_type: input.blockType,
      sort_order: order,
      content: JSON.stringify(input.content),
      version: 1,
      updated_at: now(),
      updated_by: input.userId,
      deleted_at: null,
      deleted_by: null,
      deleted_order: null,
    }
    await trx.insertInto('blocks').values(row).execute()
    await input.onWrite(trx, input.slug, version)
    return { ok: true, row }
  })
}

export type UpdateResult =
  { ok: true; row: BlockRow; pageVersion: number } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'stale'; current: BlockRow }

/**
 * Writes new content when the stored version still equals `expectedVersion` (or always, when
 * none is named). The version check sits in the UPDATE itself, so of many writers naming the
 * same version exactly one wins, on SQLite and PostgreSQL alike. The previous content becomes
 * a revision in the same transaction.
 */
export async function updateBlock(
  db: Kysely<Database>,
  input: {
    id: string
    /** How to make the new content from the block as stored: run inside the transaction, after the version check; a throw writes nothing. */
    content: (stored: BlockRow) => unknown
    expectedVersion?: number
    /** Who made the change: null for a schedule whose maker's account is gone. */
    userId: string | null
    onWrite: OnPageWrite
  },
): Promise<UpdateResult> {
  return writeTransaction<UpdateResult>(db, async (trx, refuse) => {
    const current = await findBlock(trx, input.id)
    if (!current) return refuse({ ok: false, reason: 'not_found' })
    const base = input.expectedVersion ?? current.version
    if (base !== current.version) return refuse({ ok: false, reason: 'stale', current })
    const next = input.content(current)
    // The page row first, then the block's: every writer takes its locks in that order (no deadlock with a reorder).
    const pageVersion = await touchPageOf(trx, current)
    const updatedAt = now()
    const content = JSON.stringify(next)
    const result = await replaceContent(trx, { content, version: base + 1, updatedAt, userId: input.userId, id: input.id, base })
    if (Number(result.numAffectedRows) !== 1) {
      // Another writer committed between the read above and the page's lock (PostgreSQL, read
      // committed): this statement sees what it wrote.
      const latest = await findBlock(trx, input.id)
      return refuse(latest ? { ok: false, reason: 'stale', current: latest } : { ok: false, reason: 'not_found' })
    }
    await keepRevision(trx, {
      id: randomUUID(),
      blockId: current.id,
      version: current.version,
      content: current.content,
      createdAt: updatedAt,
      createdBy: input.userId,
      authoredAt: current.updated_at,
      authoredBy: current.updated_by,
    })
    await input.onWrite(trx, current.page_slug, pageVersion)
    const row = { ...current, content, version: base + 1, updated_at: updatedAt, updated_by: input.userId }
    return { ok: true, row, pageVersion }
  })
}

const replaceContent = prepared(['content', 'version', 'updatedAt', 'userId', 'id', 'base'], (db, p) =>
  db
    .updateTable('blocks')
    .set({ content: p.content, version: p.version as unknown as number, updated_at: p.updatedAt, updated_by: p.userId })
    .where('id', '=', p.id)
    .where('version', '=', p.base as unknown as number)
    // A block deleted since it was read is not written: the write answers 404, as after the delete.
    .where('deleted_at', 'is', null),
)

export type ReorderResult = { ok: true; rows: BlockRow[] } | { ok: false; reason: 'page_not_found' | 'mismatch' }

/** Sets every block's order of one page in one transaction; the list must name each block once. */
export async function reorderBlocks(
  db: Kysely<Database>,
  slug: string,
  items: { id: string; order: number }[],
  onWrite: OnPageWrite,
): Promise<ReorderResult> {
  return writeTransaction<ReorderResult>(db, async (trx, refuse) => {
    const version = await touchPage(trx, slug)
    if (version === undefined) return refuse({ ok: false, reason: 'page_not_found' })
    const existing = await listBlocks(trx, slug)
    const ids = new Set(existing.map((b) => b.id))
    if (items.length !== existing.length || !items.every((i) => ids.has(i.id))) return refuse({ ok: false, reason: 'mismatch' })
    // Two passes keep the (page, order) unique constraint satisfied midway: first to orders below
    // the range a request may name (so they clash with no target, negative ones included), then to the targets.
    for (const [i, item] of items.entries()) {
      await trx
        .updateTable('blocks')
        .set({ sort_order: ORDER_MIN - 1 - i })
        .where('id', '=', item.id)
        .execute()
    }
    for (const item of items) {
      // A move changes no content: the block's author and time stay those of its content.
      await trx.updateTable('blocks').set({ sort_order: item.order }).where('id', '=', item.id).execute()
    }
    await onWrite(trx, slug, version)
    return { ok: true, rows: await listBlocks(trx, slug) }
  })
}
