import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'solutions-totara-suite',
  blocks: [{ order: 1, block: 'hero' }],
})
