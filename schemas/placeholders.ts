import type { AnySchema, Localized } from './fields.ts'
import type { Path } from './paths.ts'
import type { Language } from './translations.ts'
import { arrayElement, ENGINE_KEYS, fieldKind, fieldLabel, isItemPage, objectCatchall, objectShape, typeOf } from './walk.ts'
import { startingItem } from './new-item.ts'

/** A text still as its new item or block started: written by nobody, a placeholder. */
export interface Placeholder {
  path: Path
  language: Language
  /** The field's editor label, in both languages, after those of the groups that hold it (outermost first). */
  labels: Localized[]
}

const TEXT_KINDS = new Set(['localized', 'localizedLine', 'richText'])
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/** A new item of a list: what both Adds start it with (schemas/new-item.ts), its name aside. */
const newItemOf = (element: AnySchema): unknown => startingItem(element)

/**
 * Every bilingual text of `value` (content of `schema`) that is written and is still what a new
 * one started with: `fresh` at the same place, or, for list items `fresh` does not have, a new
 * item's defaults. Draft items inside are left out (they are not being published), and so are
 * items' own pages (see below).
 */
export function placeholdersIn(
  schema: AnySchema,
  value: unknown,
  fresh: unknown,
  path: Path = [],
  out: Placeholder[] = [],
  trail: Localized[] = [],
): Placeholder[] {
  // An item's own page starts from headings its type always has ('Back to customer stories'),
  // copy rather than placeholders: only what the item shows in its list is compared.
  if (value === undefined || value === null || isItemPage(schema)) return out
  const kind = fieldKind(schema)
  const label = path.length > 0 ? fieldLabel(schema) : undefined
  const labels = label ? [...trail, label] : trail
  if (kind && TEXT_KINDS.has(kind)) {
    if (!isObject(value) || !isObject(fresh)) return out
    for (const language of ['en', 'ar'] as const) {
      const text = value[language]
      if (typeof text === 'string' && text.trim() !== '' && text === fresh[language]) out.push({ path, language, labels })
    }
    return out
  }
  if (kind) return out
  if (typeOf(schema) === 'object' && isObject(value)) {
    const shape = objectShape(schema)
    const rest = objectCatchall(schema)
    for (const [key, v] of Object.entries(value)) {
      if (ENGINE_KEYS.has(key)) continue
      const child = Object.hasOwn(shape, key) ? shape[key] : rest
      if (child) placeholdersIn(child, v, isObject(fresh) ? fresh[key] : undefined, [...path, key], out, labels)
    }
  } else if (typeOf(schema) === 'array' && Array.isArray(value)) {
    const element = arrayElement(schema)
    if (!element) return out
    const start = Array.isArray(fresh) ? fresh : []
    value.forEach((item, i) => {
      if (isObject(item) && item.hidden === true) return
      placeholdersIn(element, item, i < start.length ? start[i] : newItemOf(element), [...path, i], out, labels)
    })
  }
  return out
}

/** A list item about to be published: its texts compared with a new item's of its list. */
export function itemPlaceholders(element: AnySchema, item: unknown): Placeholder[] {
  const { hidden: _, ...rest } = isObject(item) ? item : {}
  return placeholdersIn(element, rest, newItemOf(element))
}
