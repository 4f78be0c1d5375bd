import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'solutions-totara-learn',
  blocks: [{ order: 1, block: 'hero' }],
})
