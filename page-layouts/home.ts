import { INSIGHT_POSTS } from '../src/blocks/posts/schema.ts'
import { SHOWCASE_STORIES } from '../src/blocks/stories/schema.ts'
import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'home',
  // overview §2 'Home page composition': 1–5, 7 and 8 are home's own blocks; 6 shows a block of
  // another page, drawn with home's view of it, and 7 shows its posts (resources block 3) inside it.
  blocks: [
    { order: 1, block: 'hero' },
    { order: 2, block: 'welcome' },
    { order: 3, block: 'solutions-grid' },
    { order: 4, block: 'section' },
    { order: 5, block: 'section' },
    { order: 7, block: 'insights' },
    { order: 8, block: 'cta' },
  ],
  sources: [
    { order: 6, block: 'stories', view: 'showcase', from: { page: 'customer-stories', order: 2 }, window: { first: SHOWCASE_STORIES } },
    {
      order: 7,
      block: 'posts',
      view: 'insights',
      from: { page: 'resources', order: 3 },
      window: { first: INSIGHT_POSTS },
      inside: true,
    },
  ],
  // Home's own 6 stays free: that place shows the borrowed block.
  unused: [6],
})
