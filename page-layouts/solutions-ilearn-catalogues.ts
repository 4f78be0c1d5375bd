import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'solutions-ilearn-catalogues',
  blocks: [{ order: 1, block: 'hero' }],
})
