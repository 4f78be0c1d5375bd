import { describe, expect, it } from 'vitest'
import type { LayoutShape } from '../../page-layouts/layout-shape.ts'
import type { BlockData } from '../../src/api/types.ts'
import { composePage, type Placed } from '../../src/engine/compose-page.ts'

const block = (id: string, type: string, order: number): BlockData => ({ id, block_type: type, order, version: 1, content: {} })

const about: LayoutShape = {
  page: 'about',
  blocks: [
    { order: 1, block: 'hero', hide: ['videoUrl'] },
    { order: 2, block: 'who-we-are' },
    { order: 6, block: 'cta' },
  ],
  unused: [5],
}

const summary = (placed: Placed[]) =>
  placed.map((p) =>
    p.kind === 'empty'
      ? `${p.order}:empty ${p.drawAs}`
      : `${p.order}:${p.block.id} as ${p.drawAs}${p.problem ? ` (${p.problem.kind})` : ''}${p.movable ? ' movable' : ''}`,
  )

describe('the layout is the page: each slot draws the block at its order with its own type', () => {
  it('draws the stored blocks at their slots, with the slot’s hidden fields', () => {
    const placed = composePage(about, [block('c', 'CTA', 6), block('h', 'hero', 1), block('w', 'who-we-are', 2)], () => undefined)
    expect(summary(placed)).toEqual(['1:h as hero', '2:w as who-we-are', '6:c as cta'])
    expect(placed[0]?.kind === 'block' && placed[0].hidden).toEqual(['videoUrl'])
  })

  it('a slot without its block is an empty place (editors can fill it)', () => {
    expect(summary(composePage(about, [block('h', 'hero', 1)], () => undefined))).toEqual([
      '1:h as hero',
      '2:empty who-we-are',
      '6:empty cta',
    ])
  })

  it('a block of another type in a slot is kept, marked wrong-type, never drawn as the slot’s type', () => {
    const placed = composePage(about, [block('v', 'vision', 1)], () => undefined)
    expect(summary(placed)[0]).toBe('1:v as hero (wrong-type)')
  })

  it('blocks editors added go after the slots, by their own type, and move among themselves; an unused order is flagged', () => {
    const placed = composePage(
      about,
      [block('h', 'hero', 1), block('a', 'vision', 7), block('b', 'cta', 8), block('u', 'hero', 5)],
      () => undefined,
    )
    expect(summary(placed)).toEqual([
      '1:h as hero',
      '2:empty who-we-are',
      '5:u as hero (unused-order)',
      '6:empty cta',
      '7:a as vision movable',
      '8:b as cta movable',
    ])
  })

  it('a cross-page source draws the other page’s block at its place, not movable here', () => {
    const home: LayoutShape = {
      page: 'home',
      blocks: [{ order: 1, block: 'hero' }],
      sources: [{ order: 6, block: 'stories', from: { page: 'customer-stories', order: 2 } }],
    }
    const placed = composePage(home, [block('h', 'hero', 1)], (page) =>
      page === 'customer-stories' ? [block('s', 'stories', 2)] : undefined,
    )
    expect(summary(placed)).toEqual(['1:h as hero', '6:s as stories'])
    expect(placed[1]?.kind === 'block' && [placed[1].slug, placed[1].foreign]).toEqual(['customer-stories', true])
  })

  it('a source marked inside is drawn within the page’s own block at its order, and nowhere without it', () => {
    const home: LayoutShape = {
      page: 'home',
      blocks: [{ order: 7, block: 'insights' }],
      sources: [{ order: 7, block: 'posts', view: 'insights', from: { page: 'resources', order: 3 }, inside: true }],
    }
    const borrowed = (page: string) => (page === 'resources' ? [block('p', 'posts', 3)] : undefined)
    const placed = composePage(home, [block('i', 'insights', 7)], borrowed)
    expect(summary(placed)).toEqual(['7:i as insights'])
    const outer = placed[0]
    expect(
      outer?.kind === 'block' && outer.inner && [outer.inner.block.id, outer.inner.slug, outer.inner.view, outer.inner.foreign],
    ).toEqual(['p', 'resources', 'insights', true])
    // Without home's block, or with another type there, the posts have no place on the page.
    expect(summary(composePage(home, [], borrowed))).toEqual(['7:empty insights'])
    const wrong = composePage(home, [block('x', 'cta', 7)], borrowed)
    expect(wrong[0]?.kind === 'block' && wrong[0].inner).toBeUndefined()
  })

  it('a place’s fallback travels with the block it draws', () => {
    const page: LayoutShape = {
      page: 'solutions-totara-learn',
      blocks: [{ order: 4, block: 'tabbed-content', fallback: { buttonText: { en: 'Request a demo', ar: 'اطلبوا عرضًا توضيحيًا' } } }],
      sources: [
        {
          order: 8,
          block: 'stories',
          view: 'slider',
          from: { page: 'customer-stories', order: 2 },
          fallback: { buttonText: { en: 'All stories', ar: 'جميع القصص' } },
        },
      ],
    }
    const placed = composePage(page, [block('t', 'tabbed-content', 4)], (p) =>
      p === 'customer-stories' ? [block('s', 'STORIES', 2)] : undefined,
    )
    expect(summary(placed)).toEqual(['4:t as tabbed-content', '8:s as stories'])
    expect(placed.map((p) => (p.kind === 'block' ? p.fallback : undefined))).toEqual([
      { buttonText: { en: 'Request a demo', ar: 'اطلبوا عرضًا توضيحيًا' } },
      { buttonText: { en: 'All stories', ar: 'جميع القصص' } },
    ])
  })
})
