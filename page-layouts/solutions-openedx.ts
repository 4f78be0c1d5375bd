import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'solutions-openedx',
  blocks: [{ order: 1, block: 'hero' }],
})
