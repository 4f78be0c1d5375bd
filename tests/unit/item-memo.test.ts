import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { list, localizedLine } from '../../schemas/fields.ts'
import { published, withoutFlags } from '../../schemas/publish.ts'

// jsdom: the browser's side, where list items' parses are remembered.
const block = z.object({ stories: list(z.object({ id: z.string(), title: localizedLine(), rank: z._default(z.number(), 0) }), 2000) })
const story = (n: number) => ({ id: `s${n}`, title: { en: `Story ${n}`, ar: `قصة ${n}` } })

describe('a list item parsed once per item object', () => {
  it('unchanged items come back as the same parsed objects; a changed item is parsed anew, with its defaults', () => {
    const stories = Array.from({ length: 1000 }, (_, n) => story(n))
    const first = z.parse(block, { stories })
    const edited = stories.map((s, n) => (n === 3 ? { ...s, title: { en: 'Edited', ar: 'معدّلة' } } : s))
    const second = z.parse(block, { stories: edited })
    expect(second.stories[0]).toBe(first.stories[0])
    expect(second.stories[999]).toBe(first.stories[999])
    expect(second.stories[3]).not.toBe(first.stories[3])
    expect(second.stories[3]).toEqual({ id: 's3', title: { en: 'Edited', ar: 'معدّلة' }, rank: 0 })
  })

  it('an invalid item fails every time, and the list’s own limit still holds', () => {
    const bad = { id: 7, title: { en: 'x', ar: 'y' } }
    expect(z.safeParse(block, { stories: [bad] }).success).toBe(false)
    expect(z.safeParse(block, { stories: [bad] }).success).toBe(false)
    const many = Array.from({ length: 2001 }, (_, n) => story(n))
    z.parse(block, { stories: many.slice(0, 2000) })
    expect(z.safeParse(block, { stories: many }).success).toBe(false)
  })
})

describe('publish flags leave what they do not touch as it is', () => {
  it('content without drafts or flags comes back as the same object', () => {
    const content = { title: { en: 'T', ar: 'ع' }, stories: [story(1), story(2)] }
    expect(published(content)).toBe(content)
    expect(withoutFlags(content)).toBe(content)
  })

  it('a draft item goes and a flag is stripped, the other items keep their identity', () => {
    const kept = story(1)
    const flagged = { ...story(2), hidden: false }
    const content = { stories: [kept, { ...story(3), hidden: true }, flagged] }
    const visible = published(content)!
    expect(visible.stories).toEqual([kept, story(2)])
    expect(visible.stories[0]).toBe(kept)
    expect(content.stories).toHaveLength(3)
    const stripped = withoutFlags(content)
    expect(stripped.stories[0]).toBe(kept)
    expect(stripped.stories[1]).toEqual(story(3))
  })
})
