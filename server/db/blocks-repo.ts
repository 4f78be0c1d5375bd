import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { type BlockDto, ORDER_MAX, ORDER_MIN } from '../../schemas/wire/block.ts'
import { prepared } from './prepared.ts'
import type { BlockRow, Database } from './tables.ts'

export function toDto(row: BlockRow): BlockDto {
  return { id: row.id, block_type: row.block_type, order: row.sort_order, content: JSON.parse(row.content), version: row.version }
}

/** Called inside a write's transaction with the page it changed and the page's new version (PostgreSQL NOTIFYs from there). */
export type OnPageWrite = (trx: Kysely<Database>, slug: string, version: number) => Promise<void>

const now = () => new Date().toISOString()

export async function pageExists(db: Kysely<Database>, slug: string): Promise<boolean> {
  return !!(await db.selectFrom('pages').select('slug').where('slug', '=', slug).executeTakeFirst())
}

/**
 * Inside a write's transaction: raises the page's version (readers on other processes compare
 * it with the page they keep) and locks the page row until commit, so writers of one page run
 * one after another on PostgreSQL too. The page's new version; undefined when the page does not exist.
 */
async function touchPage(trx: Kysely<Database>, slug: string): Promise<number | undefined> {
  const row = (await raisePageVersion(trx, { slug })).rows[0]
  return row && Number(row.version)
}

const raisePageVersion = prepared(['slug'], (db, p) =>
  db
    .updateTable('pages')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('slug', '=', p.slug)
    .returning('version'),
)

/** touchPage for a block's page, which exists while the block does (a foreign key). */
async function touchPageOf(trx: Kysely<Database>, block: BlockRow): Promise<number> {
  const version = await touchPage(trx, block.page_slug)
  if (version === undefined) throw new Error(`Block '${block.id}' has no page '${block.page_slug}'.`)
  return version
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

class Refused<T> extends Error {
  constructor(readonly result: T) {
    super('refused')
  }
}

/** A write's transaction; a refusal (`refuse(result)`) rolls back everything it did, the page's version included. */
async function writeTransaction<T>(
  db: Kysely<Database>,
  fn: (trx: Kysely<Database>, refuse: (result: T) => never) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute((trx) =>
      fn(trx, (result) => {
        throw new Refused(result)
      }),
    )
  } catch (err) {
    if (err instanceof Refused) return err.result as T
    throw err
  }
}

export type CreateResult = { ok: true; row: BlockRow } | { ok: false; reason: 'page_not_found' | 'order_taken' }

/**
 * Adds a block. Without an order it goes after every stored block and after `reservedMax`, the
 * highest order the page's layout gives a meaning to (its slots, borrowed blocks and unused
 * numbers), so an added block never lands in a slot of another type or an unused order.
 */
export async function createBlock(
  db: Kysely<Database>,
  input: {
    id?: string
    slug: string
    blockType: string
    order?: number
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
    if (order === undefined) {
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
    /** The new content, or how to make it from the stored one (a patch): run inside the transaction, after the version check; a throw writes nothing. */
    content: unknown | ((stored: BlockRow) => unknown)
    expectedVersion?: number
    /** Who made the change: null for a schedule whose maker's account is gone. */
    userId: string | null
    onWrite: OnPageWrite
  },
): Promise<UpdateResult> {
  const outcome = await db
    .transaction()
    .execute(async (trx) => {
      const current = await findBlock(trx, input.id)
      if (!current) return { ok: false, reason: 'not_found' } as const
      const base = input.expectedVersion ?? current.version
      if (base !== current.version) return { ok: false, reason: 'stale', current } as const
      const next = typeof input.content === 'function' ? (input.content as (stored: BlockRow) => unknown)(current) : input.content
      // The page row first, then the block's: every writer takes its locks in that order (no deadlock with a reorder).
      const pageVersion = await touchPageOf(trx, current)
      const updatedAt = now()
      const content = JSON.stringify(next)
      const result = await replaceContent(trx, { content, version: base + 1, updatedAt, userId: input.userId, id: input.id, base })
      if (Number(result.numAffectedRows) !== 1) throw new StaleWrite()
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
      return { ok: true, row, pageVersion } as const
    })
    .catch((err: unknown) => {
      if (err instanceof StaleWrite) return null
      throw err
    })
  if (outcome) return outcome
  const current = await findBlock(db, input.id)
  return current ? { ok: false, reason: 'stale', current } : { ok: false, reason: 'not_found' }
}

class StaleWrite extends Error {}

const replaceContent = prepared(['content', 'version', 'updatedAt', 'userId', 'id', 'base'], (db, p) =>
  db
    .updateTable('blocks')
    .set({ content: p.content, version: p.version as unknown as number, updated_at: p.updatedAt, updated_by: p.userId })
    .where('id', '=', p.id)
    .where('version', '=', p.base as unknown as number),
)

/** The version a write replaces, kept in the block's history. */
const keepRevision = prepared(['id', 'blockId', 'version', 'content', 'createdAt', 'createdBy', 'authoredAt', 'authoredBy'], (db, p) =>
  db.insertInto('block_revisions').values({
    id: p.id,
    block_id: p.blockId,
    version: p.version as unknown as number,
    content: p.content,
    created_at: p.createdAt,
    created_by: p.createdBy,
    authored_at: p.authoredAt,
    authored_by: p.authoredBy,
  }),
)

/** How long a deleted block stays in its page's 'Recently deleted' list. */
export const DELETED_KEEP_DAYS = 30
const DAY_MS = 24 * 3600_000

/**
 * Deletes a block: it leaves the page at once but stays restorable, with its history, for
 * DELETED_KEEP_DAYS. Its order moves above the range a request may name, so its place is free.
 */
export async function deleteBlock(db: Kysely<Database>, id: string, userId: string, onWrite: OnPageWrite): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const block = await findBlock(trx, id)
    if (!block) return undefined
    const version = await touchPageOf(trx, block)
    const top = await trx
      .selectFrom('blocks')
      .select((eb) => eb.fn.max('sort_order').as('max'))
      .where('page_slug', '=', block.page_slug)
      .executeTakeFirst()
    const parked = Math.max(Number(top?.max ?? 0), ORDER_MAX) + 1
    await trx
      .updateTable('blocks')
      .set({ deleted_at: now(), deleted_by: userId, deleted_order: block.sort_order, sort_order: parked })
      .where('id', '=', id)
      .execute()
    await onWrite(trx, block.page_slug, version)
    return block.page_slug
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

export interface RevisionRow {
  version: number
  content: string
  authored_at: string | null
  author_email: string | null
}

/**
 * A block's versions, newest first: the current one (from the block row), then its revisions.
 * `before` pages on: versions below it.
 */
export async function listRevisions(
  db: Kysely<Database>,
  block: BlockRow,
  page: { limit: number; before?: number },
): Promise<{ revisions: RevisionRow[]; total: number }> {
  const current: RevisionRow = {
    version: block.version,
    content: block.content,
    authored_at: block.updated_at,
    author_email: block.updated_by
      ? ((await db.selectFrom('users').select('email').where('id', '=', block.updated_by).executeTakeFirst())?.email ?? null)
      : null,
  }
  const count = await db
    .selectFrom('block_revisions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('block_id', '=', block.id)
    .executeTakeFirst()
  const total = Number(count?.n ?? 0) + 1
  const before = page.before ?? Number.MAX_SAFE_INTEGER
  const includeCurrent = block.version < before
  const rows = await db
    .selectFrom('block_revisions')
    .leftJoin('users', 'users.id', 'block_revisions.authored_by')
    .select(['block_revisions.version', 'block_revisions.content', 'block_revisions.authored_at', 'users.email as author_email'])
    .where('block_revisions.block_id', '=', block.id)
    .where('block_revisions.version', '<', Math.min(before, block.version))
    .orderBy('block_revisions.version', 'desc')
    .limit(includeCurrent ? page.limit - 1 : page.limit)
    .execute()
  return { revisions: includeCurrent ? [current, ...rows] : rows, total }
}

/** One past version's content (undefined when the block has no such revision). */
export async function findRevision(db: Kysely<Database>, blockId: string, version: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('block_revisions')
    .select('content')
    .where('block_id', '=', blockId)
    .where('version', '=', version)
    .executeTakeFirst()
  return row?.content
}

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
