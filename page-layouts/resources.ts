import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'resources',
  blocks: [{ order: 1, block: 'hero' }],
})
