import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'our-partners',
  blocks: [
    { order: 1, block: 'hero', hide: ['watchVideoText', 'videoUrl'] },
    { order: 2, block: 'partners' },
    { order: 3, block: 'cta' },
  ],
})
