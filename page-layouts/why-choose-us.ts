import { defineLayout } from './types.ts'

/** The hero's video and button are not used here (spec §3: title, subtitle, team image, background). */
const HERO_EXTRAS = ['watchVideoText', 'videoUrl', 'primaryButtonText', 'primaryButtonLink'] as const

export default defineLayout({
  page: 'why-choose-us',
  blocks: [
    { order: 1, block: 'hero', hide: HERO_EXTRAS },
    { order: 2, block: 'gallery' },
    { order: 3, block: 'benefits-list' },
    { order: 4, block: 'promises' },
    { order: 6, block: 'cta' },
  ],
  unused: [5],
})
