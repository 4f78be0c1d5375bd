import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'privacy-policy',
  blocks: [{ order: 1, block: 'text' }],
  missing: { block: 'text', message: 'Privacy Policy content not found!' },
})
