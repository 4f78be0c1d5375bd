import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { image, itemId, labelled, list, localized, localizedLine } from '../../schemas/fields.ts'
import { changes, merge3 } from '../../src/engine/editor/merge.ts'

const schema = z.object({
  title: labelled(localizedLine(), 'Title', 'العنوان'),
  body: labelled(localized(), 'Body', 'النص'),
  photo: labelled(image(), 'Photo', 'الصورة'),
  items: labelled(list(z.object({ id: itemId('it'), name: labelled(localizedLine(), 'Name', 'الاسم') })), 'Items', 'البنود'),
})
const t = (en: string) => ({ en, ar: `${en}-ar` })
const base = {
  title: t('Title'),
  body: t('Body'),
  photo: { src: '/a.png', alt: t('A') },
  items: [
    { id: 'a', name: t('A') },
    { id: 'b', name: t('B') },
  ],
}

describe('merge3: three-way merge of block content, field by field', () => {
  it('combines changes to different fields without a conflict', () => {
    const mine = { ...base, title: t('My title') }
    const theirs = { ...base, body: t('Their body') }
    expect(merge3(schema, base, mine, theirs)).toEqual({ value: { ...base, title: t('My title'), body: t('Their body') }, conflicts: [] })
  })

  it('a field both changed differently is one conflict (a bilingual text is one field), theirs until chosen', () => {
    const mine = { ...base, title: { en: 'Mine', ar: 'Title-ar' } }
    const theirs = { ...base, title: { en: 'Title', ar: 'عنوانهم' } }
    const open = merge3(schema, base, mine, theirs)
    expect(open.conflicts.map((c) => [c.key, c.mine, c.theirs])).toEqual([['title', mine.title, theirs.title]])
    expect((open.value as typeof base).title).toEqual(theirs.title)
    const chosen = merge3(schema, base, mine, theirs, { title: 'mine' })
    expect(chosen.conflicts).toEqual([])
    expect((chosen.value as typeof base).title).toEqual(mine.title)
  })

  it('merges lists by item id: their new item and my edit of another both stay; my reorder keeps their addition', () => {
    const mine = {
      ...base,
      items: [
        { id: 'b', name: t('B') },
        { id: 'a', name: t('A mine') },
      ],
    }
    const theirs = { ...base, items: [...base.items, { id: 'c', name: t('C') }] }
    const merged = merge3(schema, base, mine, theirs)
    expect(merged.conflicts).toEqual([])
    // Their new item follows the item it followed in their list.
    expect((merged.value as typeof base).items).toEqual([
      { id: 'b', name: t('B') },
      { id: 'c', name: t('C') },
      { id: 'a', name: t('A mine') },
    ])
  })

  it('an item I deleted and they changed is a conflict; deleted when mine is chosen', () => {
    const mine = { ...base, items: [base.items[1]] }
    const theirs = { ...base, items: [{ id: 'a', name: t('A theirs') }, base.items[1]] }
    const merged = merge3(
      schema,
      base,
      mine,
      theirs,
      {},
      { label: (_s, key, v) => (v && typeof v === 'object' && !Array.isArray(v) ? `item ${String(key)}` : String(key)) },
    )
    expect(merged.conflicts).toHaveLength(1)
    expect(merged.conflicts[0]).toMatchObject({ key: 'items.a', labels: ['items', 'item a'], mine: undefined })
    expect((merge3(schema, base, mine, theirs, { 'items.a': 'mine' }).value as typeof base).items).toEqual([base.items[1]])
  })

  it('an image is one field: their new picture and my new alt text clash', () => {
    const mine = { ...base, photo: { src: '/a.png', alt: t('Better words') } }
    const theirs = { ...base, photo: { src: '/b.png', alt: t('A') } }
    expect(merge3(schema, base, mine, theirs).conflicts.map((c) => c.key)).toEqual(['photo'])
  })
})

describe('changes: what changed between two versions', () => {
  it('names each changed field, added and removed items and a new order', () => {
    const newer = {
      ...base,
      title: t('New'),
      items: [
        { id: 'b', name: t('B') },
        { id: 'c', name: t('C') },
      ],
    }
    const found = changes(schema, base, newer)
    expect(found.map((c) => [c.labels.join('.'), c.before, c.after])).toEqual([
      ['title', t('Title'), t('New')],
      ['items.c', undefined, { id: 'c', name: t('C') }],
      ['items.a', { id: 'a', name: t('A') }, undefined],
    ])
  })
})
