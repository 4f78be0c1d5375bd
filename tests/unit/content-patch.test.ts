import { applyPatch } from 'rfc6902'
import { describe, expect, it } from 'vitest'
import { applyOperations, diffContent, sameContent } from '../../src/engine/content-patch.ts'
import { merge3 } from '../../src/engine/editor/merge.ts'

type Story = { id: string; title: { en: string; ar: string }; categories: string[] }
const story = (id: string): Story => ({ id, title: { en: `Story ${id}`, ar: `قصة ${id}` }, categories: ['banking'] })
const block = (n: number) => ({ title: { en: 'Stories', ar: 'قصص' }, stories: Array.from({ length: n }, (_, i) => story(`s${i}`)) })

/** What the editor does: copy the path it changes, share the rest. */
const withStory = (content: ReturnType<typeof block>, i: number, next: Story) => ({
  ...content,
  stories: content.stories.map((s, k) => (k === i ? next : s)),
})

describe('the change as JSON Patch (RFC 6902)', () => {
  it('one story changed in a block of 1,000: operations on that story only, under a test of its id, a few hundred bytes', () => {
    const before = block(1000)
    const target = before.stories[500] as Story
    const after = withStory(before, 500, { ...target, title: { ...target.title, en: 'Renamed' } })
    const ops = diffContent(before, after)
    expect(ops).toEqual([
      { op: 'test', path: '/stories/500/id', value: 's500' },
      { op: 'replace', path: '/stories/500/title/en', value: 'Renamed' },
    ])
    expect(JSON.stringify(ops).length).toBeLessThan(10 * 1024)
  })

  it('applied by a standard RFC 6902 implementation, the operations give the edited content', () => {
    const before = block(5)
    const after = {
      ...before,
      stories: [story('new'), ...before.stories.filter((s) => s.id !== 's2')].map((s) => (s.id === 's4' ? { ...s, categories: [] } : s)),
    }
    const ops = diffContent(before, after)
    const doc = structuredClone(before)
    const results = applyPatch(doc, ops as Parameters<typeof applyPatch>[1])
    expect(results.every((r) => r === null)).toBe(true)
    expect(doc).toEqual(after)
    expect(applyOperations(before, ops)).toEqual(after)
  })

  it('a key the stored content lacks (a schema default) is added whole', () => {
    const raw = { stories: [] as Story[] }
    const parsed = { title: { en: '', ar: '' }, stories: [] as Story[] }
    const ops = diffContent(parsed, { ...parsed, title: { en: 'Hi', ar: '' } }, raw)
    expect(ops).toEqual([{ op: 'add', path: '/title', value: { en: 'Hi', ar: '' } }])
  })

  it('an operation on an item that moved does not land on another: its id test fails', () => {
    const before = block(3)
    const after = withStory(before, 1, { ...(before.stories[1] as Story), categories: [] })
    const ops = diffContent(before, after)
    const meanwhile = { ...before, stories: before.stories.filter((s) => s.id !== 's0') }
    expect(() => applyOperations(meanwhile, ops)).toThrow(/Test failed/)
  })
})

describe('carrying an edit over to a newer version (the three-way merge every save uses on a 409)', () => {
  const base = block(3)
  const mine = withStory(base, 0, { ...(base.stories[0] as Story), title: { en: 'Mine', ar: 'قصتي' } })
  it('two editors changing different stories: both changes kept, and only mine is sent again', () => {
    const theirs = withStory(base, 2, { ...(base.stories[2] as Story), categories: ['energy'] })
    const { value, conflicts } = merge3(undefined, base, mine, theirs)
    const merged = value as ReturnType<typeof block>
    expect(conflicts).toEqual([])
    expect(merged.stories[0]?.title.en).toBe('Mine')
    expect(merged.stories[2]?.categories).toEqual(['energy'])
    expect(diffContent(theirs, merged)).toEqual([
      { op: 'test', path: '/stories/0/id', value: 's0' },
      { op: 'replace', path: '/stories/0/title/en', value: 'Mine' },
      { op: 'replace', path: '/stories/0/title/ar', value: 'قصتي' },
    ])
  })
  it('the same story changed by both: a conflict for each text both changed (their version until the editor chooses)', () => {
    const theirs = withStory(base, 0, { ...(base.stories[0] as Story), title: { en: 'Theirs', ar: 'قصتهم' } })
    const { value, conflicts } = merge3(undefined, base, mine, theirs)
    expect(conflicts.map((c) => [c.key, c.mine, c.theirs])).toEqual([
      ['stories.s0.title.en', 'Mine', 'Theirs'],
      ['stories.s0.title.ar', 'قصتي', 'قصتهم'],
    ])
    expect((value as ReturnType<typeof block>).stories[0]?.title).toEqual({ en: 'Theirs', ar: 'قصتهم' })
  })
  it('a story I changed that they deleted: a conflict', () => {
    const theirs = { ...base, stories: base.stories.slice(1) }
    const { conflicts } = merge3(undefined, base, mine, theirs)
    expect(conflicts.map((c) => [c.key, c.theirs])).toEqual([['stories.s0', undefined]])
  })
})

describe('whether an edit changed anything (the editor asks before closing only then)', () => {
  const stories = Array.from({ length: 3 }, (_, n) => ({ id: `s${n}`, title: { en: `Story ${n}`, ar: `قصة ${n}` } }))
  it('equal data in other objects and another key order is the same; a key set to undefined is no key', () => {
    expect(sameContent({ stories, title: 'T' }, { title: 'T', stories: structuredClone(stories) })).toBe(true)
    expect(sameContent({ a: 1, b: undefined }, { a: 1 })).toBe(true)
  })
  it('a changed letter, an added item, an item moved or a value of another type is a change', () => {
    const edited = stories.map((s, n) => (n === 1 ? { ...s, title: { ...s.title, ar: 'قصة ١' } } : s))
    expect(sameContent({ stories }, { stories: edited })).toBe(false)
    expect(sameContent({ stories }, { stories: [...stories, stories[0]] })).toBe(false)
    expect(sameContent({ stories }, { stories: [stories[1], stories[0], stories[2]] })).toBe(false)
    expect(sameContent({ n: 1 }, { n: '1' })).toBe(false)
    expect(sameContent({ list: [] }, { list: {} })).toBe(false)
  })
})
