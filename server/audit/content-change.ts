import type { AuditAction, AuditEntry } from './audit-log.ts'
import { requestParty } from './audit-log.ts'
import { changedPaths, publishKind } from './changed-paths.ts'
import type { BlockRow } from '../db/tables.ts'

/**
 * The entry of a write of a block's content: the paths that changed against the block as stored,
 * and the act named for what it did when it only published or unpublished (the publish flags).
 */
export function contentChange(
  req: { userId: string | null; ip: string },
  action: AuditAction,
  page: string,
  stored: BlockRow,
  content: unknown,
): AuditEntry {
  const paths = changedPaths(JSON.parse(stored.content), content)
  const kind = publishKind(paths, content)
  return {
    ...requestParty(req),
    action: kind === 'publish' ? 'block.publish' : kind === 'unpublish' ? 'block.unpublish' : action,
    page,
    block: stored.id,
    paths,
    detail: { block_type: stored.block_type, version: stored.version + 1 },
  }
}
