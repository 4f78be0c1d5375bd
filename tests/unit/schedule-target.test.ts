import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { flagPatch, itemPointer, itemTitleOf } from '../../server/schedule/target.ts'
import { type AnySchema, itemId, list, localizedLine } from '../../schemas/fields.ts'
import { itemTitles } from '../../schemas/item-title.ts'

const content = {
  title: { en: 'Menu', ar: 'القائمة' },
  items: [
    { id: 'home', label: { en: 'Home', ar: 'الرئيسية' } },
    { id: 'more', label: { en: 'More', ar: 'المزيد' }, children: [{ id: 'deep', label: { en: 'Deep', ar: 'عميق' }, hidden: true }] },
  ],
}

interface Item {
  id: string
  label: { en: string; ar: string }
  children?: Item[]
}
const item: z.ZodMiniType<Item, unknown> = z.object({
  id: itemId(),
  label: localizedLine(),
  get children() {
    return z.optional(z.array(item))
  },
})
// The block's schema declares what names its items: a menu item's label, at any depth.
const schema: AnySchema = itemTitles(z.object({ title: localizedLine(), items: list(item) }), { items: 'label', 'items.children': 'label' })

describe('what a schedule changes in a block', () => {
  it('finds a list item by its id at any depth', () => {
    expect(itemPointer(content, 'home')).toBe('/items/0')
    expect(itemPointer(content, 'deep')).toBe('/items/1/children/0')
    expect(itemPointer(content, 'nowhere')).toBeUndefined()
    // The block's own id-like fields are not list items.
    expect(itemPointer({ id: 'x', nested: { id: 'y' } }, 'y')).toBeUndefined()
  })
  it('publishes by removing the flag and unpublishes by setting it, as the editor does; says when nothing changes', () => {
    expect(flagPatch(content, 'deep', 'publish')).toEqual([{ op: 'remove', path: '/items/1/children/0/hidden' }])
    expect(flagPatch(content, 'home', 'unpublish')).toEqual([{ op: 'add', path: '/items/0/hidden', value: true }])
    expect(flagPatch(content, 'home', 'publish')).toBe('unchanged')
    expect(flagPatch({ hidden: true }, '', 'publish')).toEqual([{ op: 'remove', path: '/hidden' }])
    expect(flagPatch({}, '', 'unpublish')).toEqual([{ op: 'add', path: '/hidden', value: true }])
    expect(flagPatch(content, 'gone-item', 'publish')).toBe('gone')
  })
  it('names an item in both languages for the page’s schedule list', () => {
    expect(itemTitleOf(schema, content, 'deep')).toEqual({ en: 'Deep', ar: 'عميق' })
    expect(itemTitleOf(schema, content, 'nowhere')).toBeNull()
  })
})
