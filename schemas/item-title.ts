import { type AnySchema, fieldMeta } from './fields.ts'
import { arrayElement, fieldSchema, objectShape, typeOf } from './walk.ts'

/*
 * The field that names a list's items (a partner's name, a menu item's label) is declared on the
 * item schema, next to the block's schema, for every list at any depth: the editor's list, its
 * Add question and the server's schedule list all read the declaration of the schema at hand.
 * `null` says the items have no name (paragraphs of a story): they are listed by number.
 */

/**
 * Declares the title field of each list of a block, by the list's path from the block's root
 * ('partners', 'partners.details', 'partners.details.items'): lists inside list items are
 * reached through their items. Throws, when the site starts, on a path that is not a list or a
 * title that is not a field of its items.
 */
export function itemTitles<S extends AnySchema>(block: S, titles: Readonly<Record<string, string | null>>): S {
  for (const [path, title] of Object.entries(titles)) {
    let at: AnySchema | undefined = block
    for (const key of path.split('.')) {
      const element: AnySchema | undefined = at && typeOf(at) === 'array' ? arrayElement(at) : at
      at = element ? fieldSchema(element, key) : undefined
    }
    const element = at && typeOf(at) === 'array' ? arrayElement(at) : undefined
    if (!element) throw new Error(`No list '${path}' in this block`)
    if (title !== null && !Object.hasOwn(objectShape(element), title)) throw new Error(`No field '${title}' in the items of '${path}'`)
    fieldMeta.add(element, { ...fieldMeta.get(element), titleKey: title })
  }
  return block
}

/** The field that names items of a list (given the list's element schema); null when they have none, undefined when it does not say. */
export const titleKeyOf = (element: AnySchema | undefined): string | null | undefined =>
  element ? fieldMeta.get(element)?.titleKey : undefined

/** What a list item is called, in both languages (a one-language name, such as a brand's, in both), or null. */
export function titleOf(element: AnySchema | undefined, item: unknown): { en: string; ar: string } | null {
  const key = titleKeyOf(element)
  if (!key || !item || typeof item !== 'object') return null
  const v = (item as Record<string, unknown>)[key]
  if (typeof v === 'string') return v.trim() ? { en: v, ar: v } : null
  if (!v || typeof v !== 'object') return null
  const { en, ar } = v as { en?: unknown; ar?: unknown }
  if (typeof en !== 'string' && typeof ar !== 'string') return null
  return { en: String(en ?? ''), ar: String(ar ?? '') || String(en ?? '') }
}
