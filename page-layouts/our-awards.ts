import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'our-awards',
  blocks: [
    { order: 1, block: 'hero' },
    { order: 4, block: 'cta' },
  ],
})
