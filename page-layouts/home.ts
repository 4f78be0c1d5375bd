import { INSIGHT_POSTS } from '../schemas/blocks/posts.ts'
import { SHOWCASE_STORIES } from '../schemas/blocks/stories.ts'
import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'home',
  // overview §2 'Home page composition': 1–5 and 8 are home's own blocks; 6 and 7 show blocks of
  // other pages, drawn with home's views of them.
  blocks: [
    { order: 1, block: 'hero' },
    { order: 2, block: 'welcome' },
    { order: 3, block: 'solutions-grid' },
    { order: 4, block: 'section' },
    { order: 5, block: 'section' },
    { order: 8, block: 'cta' },
  ],
  sources: [
    { order: 6, block: 'stories', view: 'showcase', from: { page: 'customer-stories', order: 2 }, window: { first: SHOWCASE_STORIES } },
    { order: 7, block: 'posts', view: 'insights', from: { page: 'resources', order: 3 }, window: { first: INSIGHT_POSTS } },
  ],
  // Home's own 6 and 7 stay free: those places show the borrowed blocks.
  unused: [6, 7],
})
