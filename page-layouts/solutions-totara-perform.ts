import { totaraStories } from './solution-pages.ts'
import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'solutions-totara-perform',
  // spec: blocks 1–6 and 8; the stories slider (customer-stories block 2) takes place 7.
  blocks: [
    { order: 1, block: 'solution-hero' },
    { order: 2, block: 'image-text' },
    { order: 3, block: 'alternating-features' },
    { order: 4, block: 'solution-benefits' },
    { order: 5, block: 'process-timeline' },
    { order: 6, block: 'faq' },
    { order: 8, block: 'demo-request' },
  ],
  sources: [totaraStories(7)],
})
