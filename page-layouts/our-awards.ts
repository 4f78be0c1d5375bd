import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'our-awards',
  blocks: [
    { order: 1, block: 'hero', hide: ['watchVideoText', 'videoUrl'] },
    { order: 2, block: 'awards' },
    { order: 4, block: 'cta' },
  ],
  unused: [3],
})
