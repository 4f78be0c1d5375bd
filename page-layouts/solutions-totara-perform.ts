import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'solutions-totara-perform',
  blocks: [{ order: 1, block: 'hero' }],
})
