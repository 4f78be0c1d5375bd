import * as z from 'zod/mini'

/** A page key: 1–64 characters of a-z, 0-9 and -. */
export const slug = z.string().check(z.regex(/^[a-z0-9-]{1,64}$/, 'A slug is 1–64 characters of a-z, 0-9 and -'))

/** Block ids are app-made UUIDs; anything else (a NUL byte breaks a PostgreSQL query) is refused. */
export const blockId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'A block id is 1–64 characters of A-Z, a-z, 0-9, _ and -'))

/** A block type as sent: any case ('HERO', 'hero'); stored as the registry key (lower case). */
export const blockType = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'Block types hold letters, digits, - and _'))

/** Block orders on a page; writes stay inside this range, so the server can move blocks outside it. */
export const ORDER_MIN = -1_000_000
export const ORDER_MAX = 1_000_000
export const blockOrder = z.number().check(z.int(), z.gte(ORDER_MIN), z.lte(ORDER_MAX))

export const blockContent = z.record(z.string(), z.unknown())

/**
 * A window read's cut (GET …?window=): the list holds page `page` of the `total` items that match
 * the read's filters (schemas/list-window.ts).
 */
export const windowDto = z.object({ total: z.number().check(z.int()), page: z.number().check(z.int()) })

/** A block as the API sends it. `block_type` is the registry key; `content` is checked by its type's schema on write. */
export const blockDto = z.object({
  id: z.string(),
  block_type: z.string(),
  order: z.number().check(z.int()),
  content: blockContent,
  version: z.number().check(z.int()),
  /** Only on the block a window read cut. */
  window: z.optional(windowDto),
})

/**
 * The answer to a PATCH: the block's new version, without its content (which may be large; the
 * client already holds it). `sanitized`: the server cleaned rich text on the way in, so what is
 * stored differs from what the operations wrote; read the page again to see it.
 */
export const patchedBlockDto = z.object({
  id: z.string(),
  block_type: z.string(),
  order: z.number().check(z.int()),
  version: z.number().check(z.int()),
  sanitized: z.boolean(),
})

/** The answer to GET /v1/pages/{slug}: the page's blocks sorted by order. */
export const pageDto = z.object({ slug: z.string(), blocks: z.array(blockDto) })

export type BlockDto = z.output<typeof blockDto>
export type PatchedBlockDto = z.output<typeof patchedBlockDto>
export type PageDto = z.output<typeof pageDto>
