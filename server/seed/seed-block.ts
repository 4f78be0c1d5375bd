import type { z } from 'zod/mini'
import type { SeedPages } from '../../schemas/block-type.ts'
import type { BlockSchemas } from '../../schemas/blocks/index.ts'

/**
 * One block of a page's seed content, as a seed file writes it: block_type is a block folder's
 * key in capitals, and the content is typed by that block's schema, so a misspelt type or field
 * does not compile.
 */
export type SeedBlock = {
  [K in keyof BlockSchemas]: { block_type: Uppercase<K>; order: number; content: z.input<BlockSchemas[K]> }
}[keyof BlockSchemas]

/** A seed block as the seed stores it and tests read it, whatever its type. */
export type SeedRow = SeedPages[string][number]
