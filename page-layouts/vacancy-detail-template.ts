import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'vacancy-detail-template',
  blocks: [],
})
