import type { ComponentType } from 'react'
import type { z } from 'zod/mini'
import type { AnySchema } from '../schemas/fields.ts'

export interface BlockProps<S extends AnySchema> {
  content: z.output<S>
}

export interface BlockDefinition<K extends string = string, S extends AnySchema = AnySchema> {
  key: K
  schema: S
  /** Props are inferred from the schema: a component that expects other props does not compile. */
  component: ComponentType<BlockProps<S>>
  /** Name shown to editors (English; the editor translates it). */
  label: string
}

export function defineBlock<const K extends string, S extends AnySchema>(def: BlockDefinition<K, S>): BlockDefinition<K, S> {
  return def
}
