import type { ComponentType } from 'react'
import type { z } from 'zod/mini'
import type { AnySchema } from '../../schemas/fields.ts'

export interface BlockProps<S extends AnySchema> {
  content: z.output<S>
}

export type BlockViews<S extends AnySchema> = Readonly<Record<string, ComponentType<BlockProps<S>>>>

export interface BlockDefinition<K extends string = string, S extends AnySchema = AnySchema, V extends BlockViews<S> = BlockViews<S>> {
  /** The block type's key: what layouts name and what the server stores as block_type. */
  key: K
  /** Content schema: the editor walks it, the server validates with it; its label names the block. */
  schema: S
  /** Props are inferred from the schema: a component that expects other props does not compile. */
  component: ComponentType<BlockProps<S>>
  /**
   * Other ways to draw the same content, which a layout slot names with `view` (e.g. the
   * vacancies of Careers drawn as one vacancy's details). Same schema, same editor, same saves.
   */
  views: V
  /**
   * What a new block starts with beyond its schema's defaults (placeholder texts and pictures,
   * so it shows what goes where): loaded only by the editor, so visitors carry none of it.
   */
  starter?: () => Promise<{ default: z.input<S> }>
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
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  views?: Readonly<Record<string, ComponentType<any>>>
  starter?: () => Promise<{ default: unknown }>
}

const NO_VIEWS = Object.freeze({})

/**
 * A block folder's index: its key and schema (from its schema.ts), its component, and other views
 * of it, if any. The component's props are the schema's output: a mismatch does not compile.
 */
export function defineBlock<const K extends string, S extends AnySchema, V extends BlockViews<S> = Record<never, never>>(def: {
  key: K
  schema: S
  component: ComponentType<BlockProps<NoInfer<S>>>
  views?: V
  starter?: () => Promise<{ default: z.input<NoInfer<S>> }>
}): BlockDefinition<K, S, V> {
  return { ...def, views: def.views ?? (NO_VIEWS as V) }
}

/** Key → definition of a list of block definitions: the registry, read from the block folders. */
export function registryOf<const T extends readonly BlockDefinition[]>(defs: T): { [D in T[number] as D['key']]: D } {
  return Object.fromEntries(defs.map((d) => [d.key, d])) as { [D in T[number] as D['key']]: D }
}

const viewed = new WeakMap<AnyBlockDefinition, Map<string, AnyBlockDefinition>>()

/** The definition a place draws with: the block's own component, or the view the layout names. */
export function withView(def: AnyBlockDefinition, view: string | undefined): AnyBlockDefinition {
  const component = view ? def.views?.[view] : undefined
  if (!view || !component) return def
  let views = viewed.get(def)
  if (!views) viewed.set(def, (views = new Map()))
  let found = views.get(view)
  if (!found) views.set(view, (found = { ...def, component }))
  return found
}
