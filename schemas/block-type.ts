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
