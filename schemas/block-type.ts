import type { z } from 'zod/mini'
import type { AnySchema } from './fields.ts'

/** What the server knows of a block type: its key and its content schema. */
export interface BlockType<K extends string = string, S extends AnySchema = AnySchema> {
  readonly key: K
  readonly schema: S
}

/**
 * Names a block folder's schema with the block's key: the one place the key is written. The
 * server's schema map, the registry and the seed's block types are all read from these.
 */
export function blockType<const K extends string, S extends AnySchema>(key: K, schema: S): BlockType<K, S> {
  return { key, schema }
}

/** Key → schema of a list of block types, keeping each key's own schema type. */
export type SchemaMap<T extends readonly BlockType[]> = { [B in T[number] as B['key']]: B['schema'] }

export function schemaMap<const T extends readonly BlockType[]>(types: T): SchemaMap<T> {
  return Object.fromEntries(types.map((t) => [t.key, t.schema])) as SchemaMap<T>
}

/** A block folder's seed content: by page key, each block's order and content, typed by its schema. */
export type BlockSeed<S extends AnySchema> = Readonly<Record<string, readonly { order: number; content: z.input<S> }[]>>

/** Seed blocks by page key, as the server's seed stores them. */
export type SeedPages = Record<string, { block_type: string; order: number; content: Record<string, unknown> }[]>

/**
 * A block folder's seed (src/blocks/<key>/seed.ts): its content for each page it seeds, typed by
 * the block's schema (a wrong field does not compile), with the block's key as block_type.
 */
export function seedOf<K extends string, S extends AnySchema>(type: BlockType<K, S>, pages: BlockSeed<NoInfer<S>>): SeedPages {
  const blockType = type.key.toUpperCase()
  return Object.fromEntries(
    Object.entries(pages).map(([page, blocks]) => [
      page,
      blocks.map(({ order, content }) => ({ block_type: blockType, order, content: content as Record<string, unknown> })),
    ]),
  )
}
