import type { DeletedBlocksDto, RevisionsDto } from '../../schemas/wire/history.ts'
import { apiFetch } from './client.ts'
import type { BlockData } from './types.ts'

export type { DeletedBlockDto, RevisionDto } from '../../schemas/wire/history.ts'

const block = (id: string) => `/v1/pages/blocks/${encodeURIComponent(id)}`

/** GET /v1/pages/blocks/{id}/revisions: newest first; `before` pages on. */
export function fetchRevisions(id: string, before?: number): Promise<RevisionsDto> {
  return apiFetch<RevisionsDto>(`${block(id)}/revisions${before ? `?before=${before}` : ''}`, { cache: 'no-store' })
}

/** POST …/revisions/{rev}/restore, naming the version the editor saw (a stale one is a 409). */
export function restoreRevision(id: string, rev: number, version: number): Promise<BlockData> {
  return apiFetch<BlockData>(`${block(id)}/revisions/${rev}/restore`, { method: 'POST', body: JSON.stringify({ version }) })
}

/** GET /v1/pages/{slug}/deleted-blocks: the last 30 days, newest first. */
export function fetchDeletedBlocks(slug: string): Promise<DeletedBlocksDto> {
  return apiFetch<DeletedBlocksDto>(`/v1/pages/${encodeURIComponent(slug)}/deleted-blocks`, { cache: 'no-store' })
}

/** POST /v1/pages/blocks/{id}/restore: a deleted block back on its page. */
export function restoreDeletedBlock(id: string): Promise<BlockData> {
  return apiFetch<BlockData>(`${block(id)}/restore`, { method: 'POST' })
}
