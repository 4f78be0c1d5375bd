import type { Kysely } from 'kysely'
import { prepared } from './prepared.ts'
import type { BlockRow, Database } from './tables.ts'

export interface RevisionRow {
  version: number
  content: string
  authored_at: string | null
  author_email: string | null
}

/** The version a write replaces, kept in the block's history (blocks.ts updateBlock, in the write's transaction). */
export const keepRevision = prepared(
  ['id', 'blockId', 'version', 'content', 'createdAt', 'createdBy', 'authoredAt', 'authoredBy'],
  (db, p) =>
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

/**
 * The stored content of one of the block's versions, the current one included: what restoring
 * that version writes again (through server/block-write.ts). Undefined when there is no such version.
 */
export async function findRevision(db: Kysely<Database>, block: BlockRow, version: number): Promise<string | undefined> {
  if (version === block.version) return block.content
  const row = await db
    .selectFrom('block_revisions')
    .select('content')
    .where('block_id', '=', block.id)
    .where('version', '=', version)
    .executeTakeFirst()
  return row?.content
}
