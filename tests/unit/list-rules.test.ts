import { describe, expect, it } from 'vitest'
import { idFromTitle } from '../../schemas/ids.ts'
import { postFilterFrom } from '../../src/blocks/posts/schema.ts'
import { chosenOption, matchesOptions } from '../../schemas/list-window.ts'
import { pageCount, pageFromQuery, pageSlice } from '../../schemas/window-cut.ts'
import { GAP, pageItems } from '../../src/widgets/paging/page-numbers.ts'

describe('the id of a new story or post (spec pages.md §5)', () => {
  it('lowercase, trimmed, whitespace to hyphens, non-word characters removed, repeated hyphens collapsed, edge hyphens stripped', () => {
    expect(idFromTitle('Hello World')).toBe('hello-world')
    expect(idFromTitle('  Saudi Grid  ')).toBe('saudi-grid')
    expect(idFromTitle('A\tB\n\nC')).toBe('a-b-c')
    expect(idFromTitle('Saudi Grid: 40,000 learners!')).toBe('saudi-grid-40000-learners')
    expect(idFromTitle('one -- two')).toBe('one-two')
    expect(idFromTitle('-edge- ')).toBe('edge')
    expect(idFromTitle('snake_case stays')).toBe('snake_case-stays')
  })
  it('a title with no Latin letter or digit makes no id', () => {
    expect(idFromTitle('قصة جديدة')).toBe('')
    expect(idFromTitle('?!')).toBe('')
  })
  it('an id is at most 100 characters and never ends in a hyphen', () => {
    const id = idFromTitle(`${'a'.repeat(99)} b`)
    expect(id.length).toBeLessThanOrEqual(100)
    expect(id.endsWith('-')).toBe(false)
  })
})

describe('page numbers (spec pages.md §9: all up to 6 pages, otherwise ellipses with one sibling)', () => {
  it('shows every page number when there are at most 6 pages', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6])
    expect(pageItems(6, 6)).toEqual([1, 2, 3, 4, 5, 6])
  })
  it('from 7 pages on, the first and last page, the current one with one sibling each side, and gaps', () => {
    expect(pageItems(1, 7)).toEqual([1, 2, 3, 4, 5, GAP, 7])
    expect(pageItems(4, 7)).toEqual([1, GAP, 3, 4, 5, 6, 7])
    expect(pageItems(7, 7)).toEqual([1, GAP, 3, 4, 5, 6, 7])
    expect(pageItems(5, 10)).toEqual([1, GAP, 4, 5, 6, GAP, 10])
    expect(pageItems(67, 67)).toEqual([1, GAP, 63, 64, 65, 66, 67])
  })
  it('15 a page: 16 stories make 2 pages, 0 make one; page 2 holds the 16th', () => {
    expect(pageCount(16, 15)).toBe(2)
    expect(pageCount(15, 15)).toBe(1)
    expect(pageCount(0, 15)).toBe(1)
    const items = Array.from({ length: 16 }, (_, i) => i + 1)
    expect(pageSlice(items, 2, 15)).toEqual([16])
    expect(pageSlice(items, 1, 15)).toHaveLength(15)
  })
  it('a page in the address is a whole number within the pages; anything else is page 1, beyond the last the last', () => {
    expect(pageFromQuery('2', 3)).toBe(2)
    expect(pageFromQuery('9', 3)).toBe(3)
    expect(pageFromQuery('0', 3)).toBe(1)
    expect(pageFromQuery('-1', 3)).toBe(1)
    expect(pageFromQuery('2.5', 3)).toBe(1)
    expect(pageFromQuery('two', 3)).toBe(1)
    expect(pageFromQuery(null, 3)).toBe(1)
  })
})

describe('filters (spec pages.md §3: the option id "all" means no filter)', () => {
  const options = [{ id: 'banking' }, { id: 'energy' }]
  it('a known option is chosen; "all", an unknown one or none means all', () => {
    expect(chosenOption('banking', options)).toBe('banking')
    expect(chosenOption('all', options)).toBe('all')
    expect(chosenOption('mining', options)).toBe('all')
    expect(chosenOption(null, options)).toBe('all')
  })
  it('an item shows when it holds every chosen option; "all" chooses nothing', () => {
    expect(matchesOptions(['banking', 'totara-learn'], ['all', 'all'])).toBe(true)
    expect(matchesOptions(['banking', 'totara-learn'], ['banking', 'all'])).toBe(true)
    expect(matchesOptions(['banking', 'totara-learn'], ['banking', 'totara-learn'])).toBe(true)
    expect(matchesOptions(['banking', 'totara-learn'], ['banking', 'open-edx'])).toBe(false)
    expect(matchesOptions([], ['energy', 'all'])).toBe(false)
  })
  it('resources: ?filter= takes blog or event; anything else means all', () => {
    expect(postFilterFrom('blog')).toBe('blog')
    expect(postFilterFrom('event')).toBe('event')
    expect(postFilterFrom('events')).toBe('all')
    expect(postFilterFrom('Blog')).toBe('all')
    expect(postFilterFrom('')).toBe('all')
    expect(postFilterFrom(null)).toBe('all')
  })
})
