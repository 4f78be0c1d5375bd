import { laterStories } from './solution-stories.ts'
import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'solutions-bespoke-content',
  // spec: hero, info, icon grid, tabbed content, another content block, process timeline,
  // tabbed content, FAQ, demo request (1–9), plus customer-stories block 2.
  blocks: [
    { order: 1, block: 'solution-hero' },
    { order: 2, block: 'info-block' },
    { order: 3, block: 'solution-benefits' },
    { order: 4, block: 'tabbed-content' },
    { order: 5, block: 'alternating-features' },
    { order: 6, block: 'process-timeline' },
    { order: 7, block: 'tabbed-content' },
    { order: 8, block: 'faq' },
    { order: 9, block: 'demo-request' },
  ],
  sources: [laterStories(10)],
})
