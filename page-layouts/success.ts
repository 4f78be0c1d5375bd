import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'success',
  blocks: [{ order: 1, block: 'hero' }],
})
