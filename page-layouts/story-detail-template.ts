import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'story-detail-template',
  blocks: [],
})
