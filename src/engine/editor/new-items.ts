import type { AnySchema } from '../../../schemas/fields.ts'
import { newListItem } from '../../../schemas/new-item.ts'
import { listItemSchema, titleKeyOf } from '../../../schemas/item-meta.ts'

/*
 * Each block folder's optional src/blocks/<key>/new-item.ts records on its item schemas what a
 * new item starts as (schemas/item-meta.ts listItems). Loaded here, with the editor or on an
 * in-page Add's click: visitors load not a byte of it.
 */
import.meta.glob('../../blocks/*/new-item.ts', { eager: true })

/**
 * The new item a block's own Add makes in the block's list `key`: the same as the editor panel's
 * Add item (list-control) for the same name, in English with the Arabic left to be written.
 */
export function addedItem(block: AnySchema, key: string, name: string, set: Record<string, unknown> = {}) {
  const element = listItemSchema(block, key)
  if (!element) throw new Error(`No list '${key}' in this block`)
  return newListItem(element, titleKeyOf(element), { en: name, ar: '' }, set)
}

export { newListItem }
