import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'careers',
  blocks: [
    { order: 1, block: 'hero' },
    { order: 3, block: 'cta' },
  ],
})
