import { describe, expect, it } from 'vitest'
import { flagPatch, itemPointer, itemTitleOf } from '../../server/schedule/target.ts'

const content = {
  title: { en: 'Menu', ar: 'القائمة' },
  items: [
    { id: 'home', label: { en: 'Home', ar: 'الرئيسية' } },
    { id: 'more', label: { en: 'More', ar: 'المزيد' }, children: [{ id: 'deep', label: { en: 'Deep', ar: 'عميق' }, hidden: true }] },
  ],
}

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
    expect(itemTitleOf(content, 'deep')).toEqual({ en: 'Deep', ar: 'عميق' })
    expect(itemTitleOf(content, 'nowhere')).toBeNull()
  })
})
