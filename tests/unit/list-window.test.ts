import { describe, expect, it } from 'vitest'
import { layouts } from '../../page-layouts/index.ts'
import { layoutReads } from '../../page-layouts/layout-shape.ts'
import { CLIENTS_PER_PAGE, clientsSchema } from '../../src/blocks/clients/schema.ts'
import { FEATURED_POSTS, INSIGHT_POSTS, POSTS_PER_PAGE, postsSchema } from '../../src/blocks/posts/schema.ts'
import { SHOWCASE_STORIES, SLIDER_STORIES, STORIES_PER_PAGE, storiesSchema } from '../../src/blocks/stories/schema.ts'
import { listRuleOf } from '../../schemas/fields.ts'
import { ALL_OPTIONS, type ListRule, windowParams } from '../../schemas/list-window.ts'
import { cutToWindow, windowState } from '../../schemas/window-cut.ts'

const storyRule = listRuleOf(storiesSchema) as ListRule
const postRule = listRuleOf(postsSchema) as ListRule

/** 40 stories: industries cycle through bank, energy, public; solutions through learn, perform. */
const stories = {
  filters: {
    industries: [{ id: 'bank' }, { id: 'energy' }, { id: 'public' }],
    solutions: [{ id: 'learn' }, { id: 'perform' }],
  },
  stories: Array.from({ length: 40 }, (_, i) => ({
    id: `s${i}`,
    categories: [['bank', 'energy', 'public'][i % 3], ['learn', 'perform'][i % 2]],
  })),
}
const address = (query: string) => {
  const params = new URLSearchParams(query)
  return (name: string) => params.get(name)
}

describe('list windows (schemas/list-window.ts): what one place shows of a list', () => {
  it('customer stories, our clients and resources page by spec §9: 15, 15 and 11', () => {
    expect([storyRule.perPage, listRuleOf(clientsSchema)?.perPage, postRule.perPage]).toEqual([15, 15, 11])
    expect([STORIES_PER_PAGE, CLIENTS_PER_PAGE, POSTS_PER_PAGE]).toEqual([15, 15, 11])
    expect(windowParams(storyRule, 'paged')).toEqual(['industry', 'solution', 'page'])
    expect(windowParams(postRule, 'paged')).toEqual(['filter', 'page'])
    expect(windowParams(storyRule, { first: 6 })).toEqual([])
  })

  it('pages through every story when no filter is chosen; a page past the last is the last', () => {
    const first = windowState(storyRule, 'paged', stories, address(''))
    expect(first).toEqual({ shown: [...Array(15).keys()], total: 40, page: 1, pages: 3, chosen: [ALL_OPTIONS, ALL_OPTIONS] })
    const last = windowState(storyRule, 'paged', stories, address('page=9'))
    expect(last.page).toBe(3)
    expect(last.shown).toEqual([30, 31, 32, 33, 34, 35, 36, 37, 38, 39])
  })

  it('keeps the stories holding each chosen option; an option the block does not offer means all (spec: option id all)', () => {
    const bank = windowState(storyRule, 'paged', stories, address('industry=bank'))
    expect(bank.total).toBe(14)
    expect(bank.shown.every((i) => stories.stories[i]?.categories.includes('bank'))).toBe(true)
    const both = windowState(storyRule, 'paged', stories, address('industry=bank&solution=learn'))
    expect(both.shown).toEqual([0, 6, 12, 18, 24, 30, 36])
    expect(both.chosen).toEqual(['bank', 'learn'])
    const unknown = windowState(storyRule, 'paged', stories, address('industry=shipping&solution=all'))
    expect(unknown).toEqual(windowState(storyRule, 'paged', stories, address('')))
  })

  it('shows the first few for a place that only shows those, whatever the address', () => {
    expect(windowState(storyRule, { first: 6 }, stories, address('industry=bank&page=3')).shown).toEqual([0, 1, 2, 3, 4, 5])
  })

  it('filters posts by ?filter=blog or event; anything else is all', () => {
    const posts = { posts: [{ type: 'blog' }, { type: 'event' }, { type: 'blog' }] }
    expect(windowState(postRule, 'paged', posts, address('filter=event')).shown).toEqual([1])
    expect(windowState(postRule, 'paged', posts, address('filter=events')).shown).toEqual([0, 1, 2])
  })

  it('cuts a copy of the content down to the window, and says what it holds', () => {
    const state = windowState(storyRule, 'paged', stories, address('industry=energy&page=2'))
    const { content, meta } = cutToWindow(storyRule, stories, state)
    expect(meta).toEqual({ total: 13, page: 1 })
    expect((content.stories as { id: string }[]).map((s) => s.id)).toEqual(stories.stories.filter((_, i) => i % 3 === 1).map((s) => s.id))
    expect(content.filters).toBe(stories.filters)
    expect(stories.stories).toHaveLength(40)
  })
})

describe('the reads a layout makes for visitors (layoutReads)', () => {
  it('reads Resources twice: the paged list, and the featured strip’s first three of the same block', () => {
    const { reads, own, sources } = layoutReads(layouts.resources as never)
    expect(reads).toEqual([
      { slug: 'resources', window: { order: 3, block: 'posts', spec: 'paged' } },
      { slug: 'resources', window: { order: 3, block: 'posts', spec: { first: FEATURED_POSTS } } },
    ])
    expect([own, sources]).toEqual([0, [1]])
  })

  it('reads one window of each list for home and a solution page, and the page of a paged list once', () => {
    expect(layoutReads(layouts.home as never).reads).toEqual([
      { slug: 'home' },
      { slug: 'customer-stories', window: { order: 2, block: 'stories', spec: { first: SHOWCASE_STORIES } } },
      { slug: 'resources', window: { order: 3, block: 'posts', spec: { first: INSIGHT_POSTS } } },
    ])
    expect(layoutReads(layouts['solutions-openedx'] as never).reads[1]).toEqual({
      slug: 'customer-stories',
      window: { order: 2, block: 'stories', spec: { first: SLIDER_STORIES } },
    })
    expect(layoutReads(layouts['customer-stories'] as never).reads).toEqual([
      { slug: 'customer-stories', window: { order: 2, block: 'stories', spec: 'paged' } },
    ])
  })
})
