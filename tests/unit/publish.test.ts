import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { blockSchemas } from '../../schemas/blocks/index.ts'
import { image, labelled, link, list, localized, localizedLine, itemId } from '../../schemas/fields.ts'
import { carryFlags, flagIssues, hasDrafts, published, scanContent, withoutFlags } from '../../schemas/publish.ts'
import { missingTranslations } from '../../schemas/translations.ts'
import { objectShape } from '../../schemas/walk.ts'

const content = {
  title: { en: 'T', ar: 'ع' },
  items: [
    { id: 'a', text: 'shown', children: [{ id: 'a1' }, { id: 'a2', hidden: true }] },
    { id: 'b', text: 'draft', hidden: true },
  ],
}

describe('the publish flag (schemas/publish.ts)', () => {
  it('visitors get no draft block, and no draft item at any depth, without flags', () => {
    expect(published({ ...content, hidden: true })).toBeNull()
    expect(published(content)).toEqual({ title: content.title, items: [{ id: 'a', text: 'shown', children: [{ id: 'a1' }] }] })
    expect(hasDrafts(content)).toBe(true)
    expect(hasDrafts(published(content))).toBe(false)
  })

  it('hands back what nothing changes as the same object, and keeps the order of the keys around a dropped flag', () => {
    const clean = { title: { en: 'T', ar: 'ع' }, items: [{ id: 'a', tags: ['x'] }, { id: 'b' }] }
    expect(published(clean)).toBe(clean)
    expect(withoutFlags(clean)).toBe(clean)
    const flagged = { items: [{ id: 'a', hidden: false, text: 'kept', n: 0, empty: null }, clean.items[1]] }
    const bare = withoutFlags(flagged)
    expect(Object.keys(bare.items[0]!)).toEqual(['id', 'text', 'n', 'empty'])
    expect(bare.items[0]).toEqual({ id: 'a', text: 'kept', n: 0, empty: null })
    expect(bare.items[1]).toBe(clean.items[1])
  })

  it('the schema parses content without flags; the flags go back by position', () => {
    const bare = withoutFlags({ ...content, hidden: true })
    expect(JSON.stringify(bare)).not.toContain('hidden')
    expect(carryFlags({ ...content, hidden: true }, bare)).toEqual({ ...content, hidden: true })
  })

  it('an item with no flag below it keeps the parse’s own object; only items with flags are copied', () => {
    const raw = {
      title: content.title,
      items: [
        { id: 'x', text: 'plain' },
        { id: 'y', text: 'draft', hidden: true },
      ],
    }
    const parsed = withoutFlags(raw)
    const carried = carryFlags(raw, parsed)
    expect(carried).toEqual(raw)
    expect(carried.items[0]).toBe(parsed.items[0])
    expect(carried.items[1]).not.toBe(parsed.items[1])
    expect(carryFlags(content.title, { ...content.title })).toEqual(content.title)
  })

  it('a flag that is not true or false is reported with its path', () => {
    expect(flagIssues({ hidden: 'yes', items: [{ hidden: 1 }] })).toEqual([
      { path: ['hidden'], message: 'The publish flag is true or false' },
      { path: ['items', '0', 'hidden'], message: 'The publish flag is true or false' },
    ])
  })

  it('one walk tells the depth, the flags and their issues, without recursion', () => {
    expect(scanContent(content)).toEqual({ tooDeep: false, issues: [], hasFlags: true })
    expect(scanContent({ title: { en: 'T', ar: '' }, items: [{ id: 'a' }] })).toEqual({ tooDeep: false, issues: [], hasFlags: false })
    // A flag counts on the block and on list items only: elsewhere 'hidden' is a plain key.
    expect(scanContent({ title: { hidden: 'x' } }).hasFlags).toBe(false)
    let deep: unknown = { id: 'leaf' }
    for (let i = 0; i < 100_000; i++) deep = { items: [deep] }
    expect(scanContent(deep, 64).tooDeep).toBe(true)
    expect(scanContent({ a: { b: {} } }, 3).tooDeep).toBe(false)
    expect(scanContent({ a: { b: { c: {} } } }, 3).tooDeep).toBe(true)
  })

  it('in the browser an unchanged item is not walked again, and a changed one always is', () => {
    let reads = 0
    const item = (id: string) => ({
      id,
      get text() {
        reads += 1
        return { en: id, ar: id }
      },
    })
    const a = item('a')
    const first = { items: [a, item('b')] }
    expect(published(first)).toBe(first)
    const walked = reads
    // A save replaces the one item it changed: the other keeps its identity.
    const second = { items: [a, { id: 'b', text: { en: 'b', ar: 'b' }, hidden: true }] }
    expect(published(second)).toEqual({ items: [a] })
    expect(reads).toBe(walked)
    expect(withoutFlags(second)).toEqual({ items: [a, { id: 'b', text: { en: 'b', ar: 'b' } }] })
  })

  it('no block schema declares a field of that name', () => {
    for (const [type, schema] of Object.entries(blockSchemas)) expect(Object.keys(objectShape(schema)), type).not.toContain('hidden')
  })
})

describe('missing translations (schemas/translations.ts)', () => {
  const schema = z.object({
    title: labelled(localizedLine(), 'Title', 'العنوان'),
    body: labelled(localized(), 'Body', 'النص'),
    photo: image(),
    cta: link(),
    items: list(z.object({ id: itemId('x'), name: localizedLine() })),
  })
  it('finds each bilingual value written in one language only, with the language it lacks', () => {
    const found = missingTranslations(schema, {
      title: { en: 'Only English', ar: '' },
      body: { en: '', ar: '' },
      photo: { src: '/a.png', alt: { en: '', ar: 'وصف' } },
      cta: { label: { en: 'Go', ar: 'انطلق' }, path: '/' },
      items: [{ id: 'x1', name: { en: '<p> </p>', ar: 'اسم' } }],
    })
    expect(found).toEqual([
      { path: ['title'], missing: 'ar' },
      { path: ['photo', 'alt'], missing: 'en' },
      { path: ['items', 0, 'name'], missing: 'en' },
    ])
  })

  it('an edited list item is looked at again, the others keep their findings at their places', () => {
    const items = [
      { id: 'x1', name: { en: 'One', ar: '' } },
      { id: 'x2', name: { en: 'Two', ar: 'اثنان' } },
    ]
    const base = {
      title: { en: 'T', ar: 'ع' },
      body: { en: '', ar: '' },
      photo: { src: '', alt: { en: '', ar: '' } },
      cta: { label: { en: '', ar: '' }, path: '/' },
    }
    expect(missingTranslations(schema, { ...base, items })).toEqual([{ path: ['items', 0, 'name'], missing: 'ar' }])
    const edited = [items[0], { ...items[1], name: { en: '', ar: 'اثنان' } }]
    expect(missingTranslations(schema, { ...base, items: edited })).toEqual([
      { path: ['items', 0, 'name'], missing: 'ar' },
      { path: ['items', 1, 'name'], missing: 'en' },
    ])
    expect(missingTranslations(schema, { ...base, items: [edited[1], edited[0]] }).map((m) => m.path)).toEqual([
      ['items', 0, 'name'],
      ['items', 1, 'name'],
    ])
  })
})
