import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'solutions-opensesame',
  blocks: [{ order: 1, block: 'hero' }],
})
