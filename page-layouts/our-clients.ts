import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'our-clients',
  blocks: [
    { order: 1, block: 'hero' },
    { order: 2, block: 'clients', window: 'paged' },
    { order: 4, block: 'cta' },
  ],
  // spec: blocks 1, 2 and 4.
  unused: [3],
})
