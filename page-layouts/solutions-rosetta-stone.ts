import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'solutions-rosetta-stone',
  blocks: [{ order: 1, block: 'hero' }],
})
