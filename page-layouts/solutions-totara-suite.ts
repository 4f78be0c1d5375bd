import { totaraStories } from './solution-pages.ts'
import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'solutions-totara-suite',
  // spec: blocks 1–8, plus customer-stories block 2.
  blocks: [
    { order: 1, block: 'solution-hero' },
    { order: 2, block: 'image-text' },
    { order: 3, block: 'alternating-features' },
    { order: 4, block: 'solution-benefits' },
    { order: 5, block: 'tabbed-content' },
    { order: 6, block: 'logo-showcase' },
    { order: 7, block: 'faq' },
    { order: 8, block: 'demo-request' },
  ],
  sources: [totaraStories(9)],
})
