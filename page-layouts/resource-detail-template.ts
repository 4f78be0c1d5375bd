import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'resource-detail-template',
  // The post the address names, from resources block 3; then this page's own call to action.
  sources: [{ order: 1, block: 'posts', view: 'detail', item: 'resourceId', from: { page: 'resources', order: 3 } }],
  blocks: [{ order: 2, block: 'cta' }],
  unused: [1],
  missing: { block: 'posts', message: 'Resource content not found!' },
})
