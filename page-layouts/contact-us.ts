import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'contact-us',
  blocks: [
    // spec: the hero's content is not shown; its title and background open the page as a band.
    { order: 1, block: 'hero', hide: ['subtitle', 'watchVideoText', 'videoUrl', 'primaryButtonText', 'primaryButtonLink', 'mainImage'] },
    { order: 2, block: 'contact-form' },
    { order: 3, block: 'locations' },
  ],
})
