import { FEATURED_POSTS } from '../src/blocks/posts/schema.ts'
import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'resources',
  blocks: [
    { order: 1, block: 'hero' },
    // The filtered, paged list. Home's 'Insights and events' (home block 7) shows its first posts too.
    { order: 3, block: 'posts', window: 'paged' },
  ],
  sources: [
    // The featured strip: the first three posts of block 3.
    {
      order: 2,
      block: 'posts',
      view: 'featured',
      from: { page: 'resources', order: 3 },
      window: { first: FEATURED_POSTS },
    },
  ],
  unused: [2],
})
