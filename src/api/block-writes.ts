import { apiFetch } from './client.ts'
import type { BlockPlace, PatchOperation } from '../../schemas/wire/block-writes.ts'
import type { PatchedBlockDto } from '../../schemas/wire/block.ts'
import type { BlockData, PageData } from './types.ts'

export function putBlock(block: Pick<BlockData, 'id' | 'block_type' | 'content' | 'version'>): Promise<BlockData> {
  return apiFetch<BlockData>(`/v1/pages/blocks/${encodeURIComponent(block.id)}`, {
    method: 'PUT',
    body: JSON.stringify({ type: block.block_type, content: block.content, version: block.version }),
  })
}

/** JSON Patch operations on the content stored at `version`: the answer has the new version, not the content. */
export function patchBlock(id: string, version: number, operations: readonly PatchOperation[]): Promise<PatchedBlockDto> {
  return apiFetch<PatchedBlockDto>(`/v1/pages/blocks/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: JSON.stringify({ version, operations }),
  })
}

/** Without a place the server puts the block after the page layout's slots; content missing gets the type's defaults. */
export function createBlock(slug: string, blockType: string, at?: BlockPlace, content?: Record<string, unknown>): Promise<BlockData> {
  return apiFetch<BlockData>(`/v1/pages/${encodeURIComponent(slug)}/blocks`, {
    method: 'POST',
    body: JSON.stringify({ block_type: blockType, ...at, ...(content ? { content } : {}) }),
  })
}

export function deleteBlock(id: string): Promise<void> {
  return apiFetch<void>(`/v1/pages/blocks/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function reorderBlocks(slug: string, blocks: { id: string; order: number }[]): Promise<PageData> {
  return apiFetch<PageData>('/v1/pages/blocks/reorder', { method: 'POST', body: JSON.stringify({ page: slug, blocks }) })
}
