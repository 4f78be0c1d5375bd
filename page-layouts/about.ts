import { defineLayout } from './types.ts'

export default defineLayout({
  page: 'about',
  blocks: [
    // spec: About's hero has no video button.
    { order: 1, block: 'hero', hide: ['watchVideoText', 'videoUrl'] },
    { order: 2, block: 'who-we-are' },
    { order: 3, block: 'learn-and-thrive' },
    { order: 4, block: 'vision' },
    { order: 6, block: 'cta' },
  ],
  // Block 5 is unused on the About page.
  unused: [5],
})
