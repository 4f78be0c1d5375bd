import * as z from 'zod/mini'
import { blockDto } from './block.ts'

/** One version of a block: the current one first in a listing, then older ones. */
export const revisionDto = z.object({
  version: z.number().check(z.int()),
  content: z.record(z.string(), z.unknown()),
  /** When this version was written (null for versions older than the history). */
  created_at: z.nullable(z.string()),
  /** Who wrote it: their e-mail, or null when not known. */
  author: z.nullable(z.string()),
  current: z.boolean(),
})

/** GET /v1/pages/blocks/{id}/revisions: newest first; `next` is the `before` of the next page, null at the end. */
export const revisionsDto = z.object({
  revisions: z.array(revisionDto),
  total: z.number().check(z.int()),
  next: z.nullable(z.number().check(z.int())),
})

export const revisionsQuery = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  before: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
})

export const revisionParams = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'A block id is 1–64 characters of A-Z, a-z, 0-9, _ and -')),
  rev: z.coerce.number().check(z.int(), z.gte(1)),
})

/** POST …/revisions/{rev}/restore: `version` names the version the editor saw, as a PUT does (a stale one is a 409). */
export const restoreRevisionBody = z.optional(z.object({ version: z.optional(z.number().check(z.int(), z.positive())) }))

/** A block in a page's 'Recently deleted' list. */
export const deletedBlockDto = z.extend(blockDto, {
  deleted_at: z.string(),
  deleted_by: z.nullable(z.string()),
  /** Until when it can be restored. */
  restorable_until: z.string(),
})

export const deletedBlocksDto = z.object({ slug: z.string(), blocks: z.array(deletedBlockDto) })

export type RevisionDto = z.output<typeof revisionDto>
export type RevisionsDto = z.output<typeof revisionsDto>
export type DeletedBlockDto = z.output<typeof deletedBlockDto>
export type DeletedBlocksDto = z.output<typeof deletedBlocksDto>
