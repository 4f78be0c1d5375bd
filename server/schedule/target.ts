import type { AnySchema } from '../../schemas/fields.ts'
import { titleOf } from '../../schemas/item-title.ts'
import { isHidden, PUBLISH_KEY } from '../../schemas/publish.ts'
import type { ScheduleAction } from '../../schemas/wire/schedule.ts'
import type { PatchOperation } from '../../schemas/wire/block-writes.ts'
import { arrayElement, fieldSchema, typeOf } from '../../schemas/walk.ts'

type Json = unknown
const isObject = (v: Json): v is Record<string, Json> => !!v && typeof v === 'object' && !Array.isArray(v)

const segments = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'))

/** The JSON Pointer of the list item with this id, at any depth (list items are objects in arrays), or undefined. */
export function itemPointer(content: Json, itemId: string): string | undefined {
  const escape = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1')
  const stack: { value: Json; path: string }[] = [{ value: content, path: '' }]
  for (let at = stack.pop(); at; at = stack.pop()) {
    const { value, path } = at
    const entries: [string, Json][] = Array.isArray(value)
      ? value.map((v, i) => [String(i), v])
      : isObject(value)
        ? Object.entries(value)
        : []
    for (const [k, v] of entries) {
      if (Array.isArray(value) && isObject(v) && v.id === itemId) return `${path}/${k}`
      if (v && typeof v === 'object') stack.push({ value: v, path: `${path}/${escape(k)}` })
    }
  }
  return undefined
}

/**
 * The JSON Patch that makes the block (itemId '') or the item published or a draft: the same
 * change the editor's Publish makes, through the same validated write. 'unchanged' when it is
 * already so, 'gone' when the item is no longer in the block.
 */
export function flagPatch(content: Json, itemId: string, action: ScheduleAction): PatchOperation[] | 'unchanged' | 'gone' {
  const pointer = itemId === '' ? '' : itemPointer(content, itemId)
  if (pointer === undefined) return 'gone'
  const target = segments(pointer).reduce<Json>((v, k) => (v as Record<string, Json>)[k], content)
  const path = `${pointer}/${PUBLISH_KEY}`
  if (action === 'publish') return isHidden(target) ? [{ op: 'remove', path }] : 'unchanged'
  return isHidden(target) ? 'unchanged' : [{ op: 'add', path, value: true }]
}

/**
 * What an item is called for editors, in both languages, for the page's schedule list: the title
 * field its list declares, found by walking the block's schema along the item's path.
 */
export function itemTitleOf(schema: AnySchema | undefined, content: Json, itemId: string): { en: string; ar: string } | null {
  const pointer = itemPointer(content, itemId)
  if (pointer === undefined) return null
  let item: Json = content
  let element: AnySchema | undefined = schema
  for (const key of segments(pointer)) {
    item = (item as Record<string, Json>)[key]
    element = element && (typeOf(element) === 'array' ? arrayElement(element) : fieldSchema(element, key))
  }
  return titleOf(element, item)
}
