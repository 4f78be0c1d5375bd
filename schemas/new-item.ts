import { safeParse } from 'zod/mini'
import type { AnySchema, Localized } from './fields.ts'
import { idFromTitle } from './ids.ts'
import { PUBLISH_KEY } from './publish.ts'
import { idFollowsTitle, newItemStartOf } from './item-meta.ts'

type Item = Record<string, unknown>
const isObject = (v: unknown): v is Item => !!v && typeof v === 'object' && !Array.isArray(v)

/** A new item's content before it is named: its list's start (FieldMeta.start) filled out by the item schema's fallbacks. */
export function startingItem(element: AnySchema, set: Item = {}): Item {
  const parsed = safeParse(element, { ...newItemStartOf(element), ...set })
  if (parsed.success && isObject(parsed.data)) return parsed.data
  const bare = safeParse(element, {})
  return bare.success && isObject(bare.data) ? bare.data : {}
}

/**
 * A new list item, the same whichever Add made it (the block's own button or the editor panel's):
 * what its list starts items as, named with `title` in its title field, a draft (issue 25). The
 * Arabic is what the editor gave, empty when none (counted as missing, never copied). `set` holds
 * what the block's own dialog asked for besides the name (a story's industry). An item whose
 * address is its title gets the id made from it, unless an item of `taken` has that id already.
 */
export function newListItem(
  element: AnySchema,
  titleKey: string | null | undefined,
  title?: Localized,
  set: Item = {},
  taken: readonly unknown[] = [],
): Item {
  const item: Item = { ...startingItem(element, set), [PUBLISH_KEY]: true }
  if (!titleKey || !title) return item
  item[titleKey] = { en: title.en, ar: title.ar }
  const id = idFollowsTitle(element) ? idFromTitle(title.en) : ''
  if (id && !taken.some((other) => isObject(other) && other.id === id)) item.id = id
  return item
}
