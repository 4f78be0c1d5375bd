import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'careers',
  blocks: [
    // spec: 'hero with background image and title'.
    { order: 1, block: 'hero', hide: ['subtitle', 'watchVideoText', 'videoUrl', 'primaryButtonText', 'primaryButtonLink', 'mainImage'] },
    { order: 2, block: 'vacancies' },
    { order: 3, block: 'cta' },
  ],
})
