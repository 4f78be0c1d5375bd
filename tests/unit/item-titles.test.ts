import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { blockTypes } from '../../schemas/blocks/list.ts'
import { type AnySchema, itemId, list, localized, localizedLine } from '../../schemas/fields.ts'
import { itemTitles, titleKeyOf } from '../../schemas/item-title.ts'
import { arrayElement, fieldKind, objectCatchall, objectShape, typeOf, unwrap } from '../../schemas/walk.ts'

const TEXT_KINDS = new Set(['localized', 'localizedLine', 'richText'])

/** A field that can name an item: bilingual text, an image's alt ({ en, ar }), or one name in both languages (a brand). */
function names(field: AnySchema | undefined): boolean {
  if (!field) return false
  if (TEXT_KINDS.has(fieldKind(field) ?? '')) return true
  if (typeOf(field) === 'string') return true
  const keys = Object.keys(objectShape(field)).sort()
  return typeOf(field) === 'object' && keys.join() === 'ar,en'
}

/** Every list of a schema, at any depth (a recursive list once), by its path, with what its items declare. */
function lists(schema: AnySchema, path = '', seen = new Set<AnySchema>()): string[] {
  const inner = unwrap(schema)
  if (seen.has(inner) || fieldKind(schema)) return []
  seen.add(inner)
  const type = typeOf(schema)
  if (type === 'object') {
    const rest = objectCatchall(schema)
    return [
      ...Object.entries(objectShape(schema)).flatMap(([k, child]) => lists(child, path ? `${path}.${k}` : k, seen)),
      ...(rest ? lists(rest, `${path}.*`, seen) : []),
    ]
  }
  if (type !== 'array') return []
  const element = arrayElement(schema) as AnySchema
  const title = titleKeyOf(element)
  const ok = title === null || (typeof title === 'string' && names(objectShape(element)[title]))
  return [`${path}: ${ok ? 'declared' : `not declared (${String(title)})`}`, ...lists(element, path, seen)]
}

describe('every list item schema declares the field that names its items', () => {
  for (const { key, schema } of blockTypes) {
    it(`${key}: each list, nested ones too, declares a bilingual title field or none`, () => {
      const found = lists(schema)
      expect(found.filter((line) => !line.endsWith(': declared'))).toEqual([])
    })
  }

  it('finds an undeclared list nested in a list item, and refuses a title that is not a field of the items', () => {
    const block = z.object({
      items: list(z.object({ id: itemId(), name: localizedLine(), parts: list(z.object({ id: itemId(), text: localized() })) })),
    })
    itemTitles(block, { items: 'name' })
    expect(lists(block)).toEqual(['items: declared', 'items.parts: not declared (undefined)'])
    itemTitles(block, { 'items.parts': null })
    expect(lists(block)).toEqual(['items: declared', 'items.parts: declared'])
    expect(() => itemTitles(block, { 'items.parts': 'title' })).toThrow("No field 'title' in the items of 'items.parts'")
    expect(() => itemTitles(block, { pieces: null })).toThrow("No list 'pieces' in this block")
  })
})
