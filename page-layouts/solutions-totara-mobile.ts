import { totaraStories } from './solution-pages.ts'
import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'solutions-totara-mobile',
  // spec: blocks 1–3, plus customer-stories block 2.
  blocks: [
    { order: 1, block: 'solution-hero' },
    { order: 2, block: 'alternating-features' },
    { order: 3, block: 'demo-request' },
  ],
  sources: [totaraStories(4)],
})
