import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'solutions-bespoke-content',
  blocks: [{ order: 1, block: 'hero' }],
})
