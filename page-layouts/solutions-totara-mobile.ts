import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'solutions-totara-mobile',
  blocks: [{ order: 1, block: 'hero' }],
})
