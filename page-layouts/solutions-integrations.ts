import { totaraStories } from './solution-pages.ts'
import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'solutions-integrations',
  // spec: blocks 1–4 and 6; the stories slider (customer-stories block 2) takes place 5.
  blocks: [
    { order: 1, block: 'solution-hero' },
    { order: 2, block: 'logo-showcase' },
    { order: 3, block: 'alternating-features' },
    { order: 4, block: 'faq' },
    { order: 6, block: 'demo-request' },
  ],
  sources: [totaraStories(5)],
})
