import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'our-team',
  blocks: [
    { order: 1, block: 'hero', hide: ['watchVideoText', 'videoUrl'] },
    { order: 2, block: 'team' },
    { order: 3, block: 'cta' },
  ],
})
