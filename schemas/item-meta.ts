import type * as z from 'zod/mini'
import { type AnySchema, fieldMeta } from './fields.ts'

/*
 * A list item schema's own metadata (FieldMeta.titleKey, idFromTitle, start): written and read
 * only by the editor's side (new items, item titles) and the blocks' editor-only new-item.ts
 * files. Kept out of fields.ts and walk.ts, which every visitor's page runs.
 */

/**
 * Names the field that names a list item (see FieldMeta.titleKey); `idFromTitle` when the item's
 * address is made from it.
 */
export function titled<S extends AnySchema>(schema: S, key: string, idFromTitle = false): S {
  fieldMeta.add(schema, { ...fieldMeta.get(schema), titleKey: key, ...(idFromTitle ? { idFromTitle } : {}) })
  return schema
}

/** Records what a new item of a list starts as (see FieldMeta.start), typed by the item's schema. */
export function newItemStart<S extends AnySchema>(schema: S, start: z.input<S> & Record<string, unknown>): S {
  fieldMeta.add(schema, { ...fieldMeta.get(schema), start })
  return schema
}

/** The field that names items of a list (the list's element schema), when it says. */
export const titleKeyOf = (element: AnySchema) => fieldMeta.get(element)?.titleKey

/** Whether a new item's id is made from its English title. */
export const idFollowsTitle = (element: AnySchema) => fieldMeta.get(element)?.idFromTitle === true

/** What a new item of a list starts as before its schema's fallbacks. */
export const newItemStartOf = (element: AnySchema) => fieldMeta.get(element)?.start
