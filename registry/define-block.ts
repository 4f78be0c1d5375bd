import type { ComponentType } from 'react'
import type { z } from 'zod'

export interface BlockProps<S extends z.ZodType> {
  content: z.output<S>
}

export interface BlockDefinition<K extends string = string, S extends z.ZodType = z.ZodType> {
  key: K
  schema: S
  /** Props are inferred from the schema: a component that expects other props does not compile. */
  component: ComponentType<BlockProps<S>>
  /** Name shown to editors (English; the editor translates it). */
  label: string
}

export function defineBlock<const K extends string, S extends z.ZodType>(def: BlockDefinition<K, S>): BlockDefinition<K, S> {
  return def
}
