import type { DeletedBlocksDto, RevisionsDto } from '../../schemas/wire/history.ts'
import { apiFetch } from './client.ts'
import type { BlockData } from './types.ts'

export type { DeletedBlockDto, RevisionDto } from '../../schemas/wire/history.ts'

const block = (id: string) => `/v1/pages/blocks/${encodeURIComponent(id)}`

/** GET /v1/pages/blocks/{id}/revisions: newest first; `before` pages on. */
export function fetchRevisions(id: string, before?: number, limit?: number): Promise<RevisionsDto> {
  const query = new URLSearchParams()
  if (before) query.set('before', String(before))
  if (limit) query.set('limit', String(limit))
  const search = query.size ? `?${query}` : ''
  return apiFetch<RevisionsDto>(`${block(id)}/revisions${search}`, { cache: 'no-store' })
}

/** A block's content at one version, from its history; undefined when the history lacks it. */
export async function contentAt(id: string, version: number): Promise<Record<string, unknown> | undefined> {
  const [revision] = (await fetchRevisions(id, version + 1, 1)).revisions
  return revision?.version === version ? revision.content : undefined
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
