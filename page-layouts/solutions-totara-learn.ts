import { totaraStories } from './solution-pages.ts'
import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'solutions-totara-learn',
  // spec: blocks 1–7 and 9; the stories slider (customer-stories block 2) takes place 8.
  // Block 2 has the watch-video button and the media rule (src/blocks/image-text/schema.ts).
  blocks: [
    { order: 1, block: 'solution-hero' },
    { order: 2, block: 'image-text' },
    { order: 3, block: 'alternating-features' },
    { order: 4, block: 'solution-benefits' },
    { order: 5, block: 'tabbed-content' },
    { order: 6, block: 'partner-logos' },
    { order: 7, block: 'faq' },
    { order: 9, block: 'demo-request' },
  ],
  sources: [totaraStories(8)],
})
