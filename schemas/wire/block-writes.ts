import * as z from 'zod/mini'
import { blockContent, blockId, blockOrder, blockType, slug } from './block.ts'

/** POST /v1/pages/{slug}/blocks. Without `order` the block goes after the page's layout; without `content` it gets its type's defaults. */
export const createBlockBody = z.object({
  block_type: blockType,
  order: z.optional(blockOrder),
  /** A block editors added: the new one takes its place, and it and the blocks after it move one down. */
  before: z.optional(blockId),
  content: z.optional(blockContent),
})

/**
 * Where a new block goes: a place of the layout (its order), or the place of a block editors
 * added, which moves one down with the blocks after it (one write).
 */
export type BlockPlace = { order: number } | { before: string }

/** PUT /v1/pages/blocks/{id}: the whole content; `version` (or If-Match) names the version it was edited from. */
export const updateBlockBody = z.object({
  type: blockType,
  content: blockContent,
  version: z.optional(z.number().check(z.int(), z.positive())),
})

/** Tokens a JSON Pointer may not hold here: they name an object's prototype, never content. */
const PROTOTYPE_TOKEN = /(^|\/)(__proto__|constructor|prototype)(\/|$)/

/** A JSON Pointer (RFC 6901) into a block's content: '' (the whole content) or '/stories/3/title/en'. */
export const jsonPointer = z.string().check(
  z.maxLength(1000),
  z.regex(/^(\/[^/]*)*$/, 'A JSON Pointer is empty or starts with /'),
  z.refine((p) => !PROTOTYPE_TOKEN.test(p), 'A path may not name __proto__, constructor or prototype'),
)

/** One RFC 6902 operation. */
export const patchOperation = z.union([
  z.object({ op: z.enum(['add', 'replace', 'test']), path: jsonPointer, value: z.unknown() }),
  z.object({ op: z.literal('remove'), path: jsonPointer }),
  z.object({ op: z.enum(['move', 'copy']), from: jsonPointer, path: jsonPointer }),
])

/** At most this many operations in one PATCH. */
export const PATCH_MAX_OPERATIONS = 500

/**
 * PATCH /v1/pages/blocks/{id}: JSON Patch (RFC 6902) operations on the block's content as stored
 * at `version`. They are applied in order, all or none, and the result is validated as a whole.
 */
export const patchBlockBody = z.object({
  version: z.number().check(z.int(), z.positive()),
  operations: z.array(patchOperation).check(z.minLength(1), z.maxLength(PATCH_MAX_OPERATIONS)),
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
/** Pages an events stream also follows: at most this many, beside its own. */
export const ALSO_FOLLOWED_MAX = 8
/**
 * GET /v1/pages/{slug}/events?also=header,footer: the other pages the editor shows with this
 * one (the site's header and footer, a page a block borrows from), whose saves it is told of too.
 */
export const pageEventsQuery = z.object({
  also: z.optional(
    z
      .string()
      .check(
        z.regex(
          new RegExp(`^[a-z0-9-]{1,64}(,[a-z0-9-]{1,64}){0,${ALSO_FOLLOWED_MAX - 1}}$`),
          `Up to ${ALSO_FOLLOWED_MAX} page slugs, separated by commas`,
        ),
      ),
  ),
})
export const idParams = z.object({ id: blockId })

export type CreateBlockBody = z.output<typeof createBlockBody>
export type UpdateBlockBody = z.output<typeof updateBlockBody>
export type PatchOperation = z.output<typeof patchOperation>
export type PatchBlockBody = z.output<typeof patchBlockBody>
export type ReorderBody = z.output<typeof reorderBody>
