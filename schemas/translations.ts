import type { AnySchema } from './fields.ts'
import type { Path } from './paths.ts'
import { arrayElement, ENGINE_KEYS, fieldKind, objectCatchall, objectShape, typeOf } from './walk.ts'

export type Language = 'en' | 'ar'

/** A bilingual value written in one language only. */
export interface MissingTranslation {
  path: Path
  /** The language it lacks. */
  missing: Language
}

const text = (v: unknown) =>
  typeof v === 'string'
    ? v
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .trim()
    : ''

/** Which language a bilingual value lacks, when it has the other; undefined when both or neither are written. */
export function missingLanguage(value: unknown): Language | undefined {
  if (!value || typeof value !== 'object') return undefined
  const { en, ar } = value as { en?: unknown; ar?: unknown }
  const [hasEn, hasAr] = [text(en) !== '', text(ar) !== '']
  if (hasEn === hasAr) return undefined
  return hasEn ? 'ar' : 'en'
}

/**
 * Every bilingual value of a block written in one language only, in content order: texts, an
 * image's alt text (when it has an image) and a link's label, at any depth.
 */
export function missingTranslations(
  schema: AnySchema,
  value: unknown,
  path: Path = [],
  out: MissingTranslation[] = [],
): MissingTranslation[] {
  if (value === undefined || value === null) return out
  const kind = fieldKind(schema)
  const check = (v: unknown, at: Path) => {
    const missing = missingLanguage(v)
    if (missing) out.push({ path: at, missing })
  }
  if (kind === 'localized' || kind === 'localizedLine' || kind === 'richText') check(value, path)
  else if (kind === 'image') {
    const image = value as { src?: string; alt?: unknown }
    if (image.src) check(image.alt, [...path, 'alt'])
  } else if (kind === 'link') check((value as { label?: unknown }).label, [...path, 'label'])
  else if (kind) return out
  else if (typeOf(schema) === 'object' && typeof value === 'object' && !Array.isArray(value)) {
    const shape = objectShape(schema)
    const rest = objectCatchall(schema)
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (ENGINE_KEYS.has(key)) continue
      const child = Object.hasOwn(shape, key) ? shape[key] : rest
      if (child) missingTranslations(child, v, [...path, key], out)
    }
  } else if (typeOf(schema) === 'array' && Array.isArray(value)) {
    const element = arrayElement(schema)
    if (element) value.forEach((v, i) => itemMissing(element, v, [...path, i], out))
  }
  return out
}

/**
 * A list item's findings, remembered by the item object (relative to the item): content is never
 * changed in place, so after one story of 1,000 is edited only that story is looked at again.
 */
const byItem = new WeakMap<AnySchema, WeakMap<object, MissingTranslation[]>>()
function itemMissing(schema: AnySchema, item: unknown, path: Path, out: MissingTranslation[]) {
  if (!item || typeof item !== 'object') return missingTranslations(schema, item, path, out)
  let memo = byItem.get(schema)
  if (!memo) byItem.set(schema, (memo = new WeakMap()))
  let found = memo.get(item)
  if (!found) memo.set(item, (found = missingTranslations(schema, item)))
  for (const m of found) out.push({ path: [...path, ...m.path], missing: m.missing })
  return out
}
