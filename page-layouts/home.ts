import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'home',
  // Later issues add welcome (2), solutions grid (3), sections (4, 5), insights and events (7),
  // stories from customer-stories block 2 and posts from resources block 3.
  blocks: [
    { order: 1, block: 'hero' },
    { order: 8, block: 'cta' },
  ],
})
