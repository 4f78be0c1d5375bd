import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'resource-detail-template',
  blocks: [],
})
