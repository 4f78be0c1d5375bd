import { describe, expect, it } from 'vitest'
import { layouts } from '../../page-layouts/index.ts'
import { contentRoutes, findRoute, pageKeys } from '../../page-layouts/routes.ts'
import { blocks } from '../../registry/index.ts'
import { seedContent } from '../../server/seed/content.ts'

describe('layouts × registry × seed', () => {
  it('every page key of spec/pages.md §7 (and home) has a layout; every route points at one', () => {
    for (const key of pageKeys.filter((k) => k !== 'header' && k !== 'footer')) expect(layouts[key]?.page, key).toBe(key)
    for (const route of contentRoutes) expect(route.page && layouts[route.page], route.path).toBeTruthy()
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
})
