import type * as z from 'zod/mini'
import { type AnySchema, type FieldMeta, fieldMeta } from './fields.ts'
import { arrayElement, objectShape } from './walk.ts'

/*
 * A list item schema's own metadata for new items (FieldMeta.idFromTitle, start): written and read
 * only by the editor's side (new items) and the blocks' editor-only new-item.ts files. Kept out
 * of fields.ts and walk.ts, which every visitor's page runs.
 */

type ItemOf<S extends AnySchema, K extends string> =
  NonNullable<NonNullable<z.input<S>>[K & keyof NonNullable<z.input<S>>]> extends readonly (infer T)[] ? T : never

/** The item schema of one list of a block. */
export function listItemSchema(block: AnySchema, key: string): AnySchema | undefined {
  const list = objectShape(block)[key]
  return list ? arrayElement(list) : undefined
}

/**
 * Records, on the item schema of the block's list `key` (named by the title its schema.ts
 * declares, schemas/item-title.ts): whether a new item's id is made from its English title, and what a new item starts as before
 * the schema's own fallbacks (`start`, typed by the item's schema: a wrong field does not compile).
 */
export function listItems<S extends AnySchema, K extends string>(
  block: S,
  key: K,
  meta: { idFromTitle?: boolean; start?: ItemOf<S, K> },
): void {
  const element = listItemSchema(block, key)
  if (!element) throw new Error(`No list '${key}' in this block`)
  const own: FieldMeta = { idFromTitle: meta.idFromTitle === true }
  if (meta.start) own.start = meta.start as Record<string, unknown>
  fieldMeta.add(element, { ...fieldMeta.get(element), ...own })
}

export { titleKeyOf } from './item-title.ts'

/** Whether a new item's id is made from its English title. */
export const idFollowsTitle = (element: AnySchema) => fieldMeta.get(element)?.idFromTitle === true

/** What a new item of a list starts as before its schema's fallbacks. */
export const newItemStartOf = (element: AnySchema) => fieldMeta.get(element)?.start
