import { schemaMap } from '../block-type.ts'
import type { AnySchema } from '../fields.ts'
import { blockTypes } from './list.ts'

/**
 * Block type → content schema. The server validates writes with it, the registry pairs each
 * entry with a component, and the editor walks it. Keys are lower case; block_type is compared
 * ignoring case.
 */
export const blockSchemas = schemaMap(blockTypes)

export type BlockSchemas = typeof blockSchemas
export type BlockType = keyof BlockSchemas

export function schemaForType(blockType: string): AnySchema | undefined {
  const key = blockType.toLowerCase()
  return Object.hasOwn(blockSchemas, key) ? blockSchemas[key as BlockType] : undefined
}
