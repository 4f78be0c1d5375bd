import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'contact-us',
  blocks: [{ order: 1, block: 'hero' }],
})
