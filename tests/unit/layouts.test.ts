import { describe, expect, it } from 'vitest'
import { layouts } from '../../page-layouts/index.ts'
import { itemReads } from '../../page-layouts/layout-shape.ts'
import type { PageLayout } from '../../page-layouts/types.ts'
import { contentRoutes, findRoute, pageKeys } from '../../page-layouts/routes.ts'
import { blocks } from '../../registry/index.ts'
import { listRuleOf } from '../../schemas/fields.ts'
import { seedContent } from '../../server/seed/content.ts'

describe('layouts × registry × seed', () => {
  it('every page key of spec/pages.md §7 (and home) has a layout; every route points at one', () => {
    for (const key of pageKeys.filter((k) => k !== 'header' && k !== 'footer')) expect(layouts[key]?.page, key).toBe(key)
    for (const route of contentRoutes) expect(route.page && layouts[route.page], route.path).toBeTruthy()
  })

  it('every detail route reads its items’ page for the item its parameter names, and only detail routes read an item', () => {
    for (const route of contentRoutes) {
      const reads = itemReads(layouts[route.page as string] as PageLayout)
      const param = /:(\w+)/.exec(route.path)?.[1]
      expect([...reads], route.path).toEqual(route.detail ? [[route.detail.page, param]] : [])
    }
  })

  it('every place that shows a window of a list draws a list block (one with a window rule), and a page has at most one paged window', () => {
    for (const layout of Object.values(layouts)) {
      const entries = [...layout.blocks, ...(layout.sources ?? [])]
      for (const entry of entries.filter((e) => e.window))
        expect(listRuleOf(blocks[entry.block].schema), `${layout.page}: ${entry.block} at ${entry.order}`).toBeDefined()
      expect(entries.filter((e) => e.window === 'paged').length, layout.page).toBeLessThanOrEqual(1)
    }
  })

  it('every layout entry names a registered block', () => {
    for (const layout of Object.values(layouts)) {
      for (const entry of [...layout.blocks, ...(layout.sources ?? [])])
        expect(Object.hasOwn(blocks, entry.block), `${layout.page}: ${entry.block}`).toBe(true)
    }
  })

  it("seeded blocks sit at the orders their page's layout gives, with its block types", () => {
    for (const [page, seeded] of Object.entries(seedContent)) {
      const layout = layouts[page]
      if (!layout) continue
      for (const block of seeded ?? []) {
        const entry = layout.blocks.find((e) => e.order === block.order)
        expect(entry?.block, `${page} #${block.order}`).toBe(block.block_type.toLowerCase())
      }
    }
  })

  it('About follows spec/pages.md: 1 hero (no video button), 2 who-we-are, 3 learn-and-thrive, 4 vision, 5 unused, 6 call-to-action', () => {
    expect(layouts.about?.blocks).toEqual([
      { order: 1, block: 'hero', hide: ['watchVideoText', 'videoUrl'] },
      { order: 2, block: 'who-we-are' },
      { order: 3, block: 'learn-and-thrive' },
      { order: 4, block: 'vision' },
      { order: 6, block: 'cta' },
    ])
    expect(layouts.about?.unused).toEqual([5])
  })

  it('the route table: detail routes, /login/*, redirects; unknown paths match nothing', () => {
    expect(findRoute('/customer-stories/some-story')?.page).toBe('story-detail-template')
    expect(findRoute('/vacancy-details/dev-1')?.page).toBe('vacancy-detail-template')
    expect(findRoute('/login/create-new-password')?.title).toBe('Log in')
    expect(findRoute('/blog')).toBeTruthy()
    expect(findRoute('/about/')?.page).toBe('about')
    expect(findRoute('/no-such-page')).toBeUndefined()
    expect(findRoute('/about/extra')).toBeUndefined()
  })

  it('the solution pages follow spec/pages.md: their own block orders (gaps included), plus customer-stories block 2', () => {
    const orders = (key: string) => layouts[key]?.blocks.map((b) => b.order)
    const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i)
    expect(orders('solutions-totara-suite')).toEqual(range(1, 8))
    expect(orders('solutions-totara-learn')).toEqual([...range(1, 7), 9])
    expect(orders('solutions-totara-perform')).toEqual([...range(1, 6), 8])
    expect(orders('solutions-totara-mobile')).toEqual(range(1, 3))
    expect(orders('solutions-integrations')).toEqual([...range(1, 4), 6])
    const later = [
      'solutions-openedx',
      'solutions-opensesame',
      'solutions-ilearn-catalogues',
      'solutions-bespoke-content',
      'solutions-rosetta-stone',
    ]
    for (const key of later) {
      expect(orders(key), key).toEqual(range(1, 9))
      // spec: hero, info, icon grid, tabbed content, another content block, process timeline, tabbed content, FAQ, demo request.
      expect(layouts[key]?.blocks.map((b) => b.block)).toEqual([
        'solution-hero',
        'info-block',
        'solution-benefits',
        'tabbed-content',
        'alternating-features',
        'process-timeline',
        'tabbed-content',
        'faq',
        'demo-request',
      ])
    }
    const totara = [
      'solutions-totara-suite',
      'solutions-totara-learn',
      'solutions-totara-perform',
      'solutions-totara-mobile',
      'solutions-integrations',
    ]
    for (const key of [...totara, ...later]) {
      const stories = layouts[key]?.sources ?? []
      expect(
        stories.map((s) => [s.block, s.view, s.from]),
        key,
      ).toEqual([['stories', 'slider', { page: 'customer-stories', order: 2 }]])
      // The Totara pages keep the slider's subtitle and button; the later five hide both.
      expect(stories[0]?.hide ?? [], key).toEqual(later.includes(key) ? ['subtitle', 'buttonText'] : [])
      // Every page with a hero has the form its primary button jumps to.
      expect(
        layouts[key]?.blocks.filter((b) => b.block === 'demo-request'),
        key,
      ).toHaveLength(1)
    }
    // The stories sit in the gaps the spec leaves.
    expect(layouts['solutions-totara-learn']?.sources?.[0]?.order).toBe(8)
    expect(layouts['solutions-totara-perform']?.sources?.[0]?.order).toBe(7)
    expect(layouts['solutions-integrations']?.sources?.[0]?.order).toBe(5)
    expect(layouts['solutions-totara-learn']?.blocks.find((b) => b.order === 2)?.block).toBe('image-text')
  })
})
