import { describe, expect, it } from 'vitest'
import { schemaForType } from '../../schemas/blocks/index.ts'
import { hasItemPages, withOnlyItem, withoutItemPages } from '../../schemas/item-pages.ts'
import { posts } from '../../src/blocks/posts/seed.ts'
import { stories } from '../../src/blocks/stories/seed.ts'

const schema = (type: string) => {
  const found = schemaForType(type)
  if (!found) throw new Error(type)
  return found
}

describe('item pages: what lists leave out', () => {
  it('stories, posts and vacancies have item pages; the header, clients and the hero do not', () => {
    expect(['stories', 'posts', 'vacancies'].map((t) => hasItemPages(schema(t)))).toEqual([true, true, true])
    expect(['header', 'clients', 'hero'].map((t) => hasItemPages(schema(t)))).toEqual([false, false, false])
  })

  it('leaves out each story’s page and keeps the rest of the block as it is, without changing what it was given', () => {
    const content = { title: { en: 'Customer stories', ar: 'قصص عملائنا' }, stories }
    const before = JSON.stringify(content)
    const summary = withoutItemPages(schema('stories'), content) as { title: unknown; stories: Record<string, unknown>[] }
    expect(summary.title).toEqual(content.title)
    expect(summary.stories.map((s) => s.id)).toEqual(stories.map((s) => s.id))
    const { detailContent: _, ...card } = stories[0] as Record<string, unknown>
    expect(summary.stories[0]).toEqual(card)
    expect(JSON.stringify(summary)).not.toContain('"detailContent"')
    expect(JSON.stringify(content)).toBe(before)
  })

  it('leaves out each post’s page', () => {
    const summary = withoutItemPages(schema('posts'), { posts }) as { posts: Record<string, unknown>[] }
    expect(summary.posts).toHaveLength(posts.length)
    expect(summary.posts.every((p) => !('detailContent' in p) && typeof p.id === 'string')).toBe(true)
  })

  it('gives back content with nothing to leave out as it is', () => {
    const header = { menuItems: [] }
    expect(withoutItemPages(schema('header'), header)).toBe(header)
  })
})

describe('one item’s page: what an item’s own page reads', () => {
  it('keeps only the story named, whole, and the rest of the block', () => {
    const content = { title: { en: 'Customer stories', ar: 'قصص عملائنا' }, stories }
    const named = stories[3] as { id: string }
    const one = withOnlyItem(schema('stories'), content, named.id) as { title: unknown; stories: unknown[] }
    expect(one.stories).toEqual([named])
    expect(one.title).toEqual(content.title)
    expect(content.stories).toHaveLength(stories.length)
  })

  it('keeps no story when none has that id', () => {
    expect((withOnlyItem(schema('stories'), { stories }, 'no-such-story') as { stories: unknown[] }).stories).toEqual([])
  })
})
