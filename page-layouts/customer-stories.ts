import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'customer-stories',
  blocks: [
    { order: 1, block: 'hero' },
    // The stories: filters, cards and pages. Home and the solution pages show them too (views).
    { order: 2, block: 'stories', hide: ['buttonText', 'buttonLink'], window: 'paged' },
  ],
})
