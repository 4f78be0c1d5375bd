import type { ComponentType } from 'react'
import type { z } from 'zod/mini'
import type { AnySchema } from '../../schemas/fields.ts'

export interface BlockProps<S extends AnySchema> {
  content: z.output<S>
}

export interface BlockDefinition<S extends AnySchema = AnySchema> {
  /** Content schema: the editor walks it, the server validates with it; its label names the block. */
  schema: S
  /** Props are inferred from the schema: a component that expects other props does not compile. */
  component: ComponentType<BlockProps<S>>
}

/**
 * Any registered block, whatever its schema: what the engine handles without knowing the type.
 * The engine passes each component the content its own schema parsed, so props are not
 * checked here; `defineBlock` checks them where the pair is made.
 */
export interface AnyBlockDefinition {
  schema: AnySchema
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- props differ per block; see above
  component: ComponentType<any>
}

/** One registry line: a block type is its schema and its component. */
export function defineBlock<S extends AnySchema>(schema: S, component: ComponentType<BlockProps<S>>): BlockDefinition<S> {
  return { schema, component }
}
