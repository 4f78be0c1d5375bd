import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'solutions-integrations',
  blocks: [{ order: 1, block: 'hero' }],
})
