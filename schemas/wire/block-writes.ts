import * as z from 'zod/mini'
import { blockContent, blockId, blockOrder, blockType, slug } from './block.ts'

/** POST /v1/pages/{slug}/blocks. Without `order` the block goes after the page's layout; without `content` it gets its type's defaults. */
export const createBlockBody = z.object({
  block_type: blockType,
  order: z.optional(blockOrder),
  content: z.optional(blockContent),
})

/** PUT /v1/pages/blocks/{id}: the whole content; `version` (or If-Match) names the version it was edited from. */
export const updateBlockBody = z.object({
  type: blockType,
  content: blockContent,
  version: z.optional(z.number().check(z.int(), z.positive())),
})

/** POST /v1/pages/blocks/reorder: every block of the page, each once, each with its own order. */
export const reorderBody = z.object({
  page: slug,
  blocks: z.array(z.object({ id: blockId, order: blockOrder })).check(
    z.maxLength(500),
    z.refine((b) => new Set(b.map((x) => x.id)).size === b.length, 'Each block may appear once'),
    z.refine((b) => new Set(b.map((x) => x.order)).size === b.length, 'Orders must be unique'),
  ),
})

export const slugParams = z.object({ slug })
export const idParams = z.object({ id: blockId })

export type CreateBlockBody = z.output<typeof createBlockBody>
export type UpdateBlockBody = z.output<typeof updateBlockBody>
export type ReorderBody = z.output<typeof reorderBody>
