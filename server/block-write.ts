import type { Kysely } from 'kysely'
import { type AuditEntry, recordAudit } from './audit/audit-log.ts'
import { toDto, updateBlock } from './db/blocks.ts'
import type { PageChanges, WriteAbout } from './db/page-changes.ts'
import type { BlockRow, Database } from './db/tables.ts'
import { ApiError } from './errors.ts'
import { pageBlock, writtenBlock } from './page-answer.ts'
import type { PageBlock } from './page-cache.ts'

/** One write of a block's content, as a PUT, a PATCH, a restored revision or a due schedule makes it. */
export interface BlockWrite {
  id: string
  /** The version the writer saw; none: whatever is stored. */
  expectedVersion?: number
  /** Stored as the content's author: null for a schedule whose maker's account is gone. */
  userId: string | null
  /**
   * The new content from the block as stored, inside the transaction, after the version check.
   * It validates (and throws the ApiError of invalid content, 400 with the issues' paths): a
   * throw writes nothing, not the page's version nor an audit entry.
   */
  content: (stored: BlockRow) => unknown
  /** The audit entry, committed with the write; a due schedule has none here (its run is logged after). */
  audit?: (page: string, stored: BlockRow, content: unknown) => AuditEntry
  /** More of the same transaction (a schedule marks itself done). */
  alsoInside?: (trx: Kysely<Database>) => Promise<void>
  /** What the editors with the page open are told; by default who wrote it and which block. */
  about?: WriteAbout
}

export interface WrittenContent {
  row: BlockRow
  /** What `content` made: the stored value. */
  content: unknown
  /** The block as the page answer holds it (its JSON text). */
  block: PageBlock
}

/**
 * The one way content is written: the change feed begun, the content made, checked and stored
 * with its revision and audit entry in one transaction, the feed settled (this process's kept
 * page takes the new block in place; other processes hear of it at commit). A refusal is the
 * API's answer: 404 BLOCK_NOT_FOUND, 409 STALE_VERSION with the block as stored now.
 */
export async function writeBlock(deps: { db: Kysely<Database>; changes: PageChanges }, write: BlockWrite): Promise<WrittenContent> {
  const feed = deps.changes.begin(write.about ?? { by: write.userId, block: write.id })
  let stored: BlockRow | undefined
  let content: unknown
  const result = await updateBlock(deps.db, {
    id: write.id,
    expectedVersion: write.expectedVersion,
    userId: write.userId,
    content: (row) => {
      stored = row
      content = write.content(row)
      return content
    },
    onWrite: async (trx, slug, version) => {
      await write.alsoInside?.(trx)
      await feed.notify(trx, slug, version)
      if (write.audit) await recordAudit(trx, write.audit(slug, stored as BlockRow, content))
    },
  })
  if (!result.ok && result.reason === 'not_found') throw new ApiError(404, 'BLOCK_NOT_FOUND', `No block '${write.id}'.`)
  if (!result.ok)
    throw new ApiError(409, 'STALE_VERSION', 'Someone else changed this block. Reload it and try again.', {
      current: toDto(result.current),
    })
  const block = pageBlock(result.row, content)
  feed.settle(writtenBlock(result.row, result.pageVersion, block))
  return { row: result.row, content, block }
}
