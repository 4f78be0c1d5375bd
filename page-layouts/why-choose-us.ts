import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'why-choose-us',
  blocks: [
    { order: 1, block: 'hero' },
    { order: 6, block: 'cta' },
  ],
})
