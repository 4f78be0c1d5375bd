import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'customer-stories',
  blocks: [{ order: 1, block: 'hero' }],
})
