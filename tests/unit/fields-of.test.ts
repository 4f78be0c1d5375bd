import { describe, expect, it } from 'vitest'
import { fieldsOf } from '../../src/engine/fields.ts'

describe('fieldsOf: typed fields over block content', () => {
  const content = {
    title: { en: 'Stories', ar: 'قصص' },
    stories: [
      { id: 'a', title: { en: 'A' } },
      { id: 'b', title: { en: 'B' } },
    ],
  }

  it('carries each value with its path, list items included', () => {
    const f = fieldsOf(content)
    expect(f.title.$value).toEqual(content.title)
    expect(f.title.en.$path).toEqual(['title', 'en'])
    expect(f.stories.$items.map((s) => [s.id.$value, s.title.en.$path])).toEqual([
      ['a', ['stories', 0, 'title', 'en']],
      ['b', ['stories', 1, 'title', 'en']],
    ])
  })

  it('makes the fields of a content object once: drawing the same list again makes no item fields again', () => {
    expect(fieldsOf(content)).toBe(fieldsOf(content))
    expect(fieldsOf(content).stories.$items).toBe(fieldsOf(content).stories.$items)
  })

  it('new content (an edit) gets its own fields, with the new values', () => {
    const edited = { ...content, stories: [content.stories[1] as (typeof content.stories)[number]] }
    expect(fieldsOf(edited).stories.$items.map((s) => s.id.$value)).toEqual(['b'])
    expect(fieldsOf(content).stories.$items).toHaveLength(2)
  })
})
