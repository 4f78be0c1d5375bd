import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'story-detail-template',
  // The story the address names, from customer stories block 2; then this page's own call to
  // action, shared by every story.
  sources: [{ order: 1, block: 'stories', view: 'detail', item: 'storyId', from: { page: 'customer-stories', order: 2 } }],
  blocks: [{ order: 2, block: 'cta' }],
  unused: [1],
  missing: { block: 'stories', message: 'Story content not found!' },
})
