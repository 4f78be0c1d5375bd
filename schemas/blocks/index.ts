import type { z } from 'zod'
import { footerSchema } from './footer.ts'
import { headerSchema } from './header.ts'
import { textSchema } from './text.ts'

/**
 * Block type → content schema. The server validates writes with it, the registry pairs each
 * entry with a component, and the editor walks it. Keys are lower case; block_type is compared
 * ignoring case.
 */
export const blockSchemas = {
  header: headerSchema,
  footer: footerSchema,
  text: textSchema,
} satisfies Record<string, z.ZodType>

export type BlockType = keyof typeof blockSchemas

export function schemaForType(blockType: string): z.ZodType | undefined {
  const key = blockType.toLowerCase()
  return Object.hasOwn(blockSchemas, key) ? blockSchemas[key as BlockType] : undefined
}
