import { SLIDER_STORIES } from '../src/blocks/stories/schema.ts'
import type { CrossPageSource, LayoutEntry } from './types.ts'

/**
 * spec: each solution page also loads customer-stories and shows its block 2 (the stories
 * block) with its slider view: at most 6 cards. On the five Totara pages the slider has a subtitle and
 * a button to /customer-stories; on the five later pages it has neither.
 */
const storiesBlock = { page: 'customer-stories', order: 2 } as const

export const totaraStories = (order: number): CrossPageSource => ({
  order,
  block: 'stories',
  view: 'slider',
  from: storiesBlock,
  window: { first: SLIDER_STORIES },
  fallback: {
    subtitle: {
      en: 'Ministries, banks and energy companies across the Gulf run learning and performance on Totara with us.',
      ar: 'وزارات وبنوك وشركات طاقة في أنحاء الخليج تدير التعلّم والأداء على Totara معنا.',
    },
    buttonText: { en: 'Read all customer stories', ar: 'اقرؤوا جميع قصص العملاء' },
  },
})

export const laterStories = (order: number): CrossPageSource => ({
  order,
  block: 'stories',
  view: 'slider',
  from: storiesBlock,
  window: { first: SLIDER_STORIES },
  hide: ['subtitle', 'buttonText'],
})

/**
 * spec: Open edX, OpenSesame, iLearn catalogues, bespoke content and Rosetta Stone share one
 * shape — hero, info, icon grid, tabbed content, another content block, process timeline,
 * tabbed content, FAQ, demo request (1–9) — plus customer-stories block 2 at 10. `block4`
 * lets a page give its block 4 more (OpenSesame's default button text).
 */
export function laterSolutionPage(page: string, block4: Pick<Extract<LayoutEntry, { block: 'tabbed-content' }>, 'fallback' | 'hide'> = {}) {
  return {
    page,
    blocks: [
      { order: 1, block: 'solution-hero' },
      { order: 2, block: 'info-block' },
      { order: 3, block: 'solution-benefits' },
      { order: 4, block: 'tabbed-content', ...block4 },
      { order: 5, block: 'alternating-features' },
      { order: 6, block: 'process-timeline' },
      { order: 7, block: 'tabbed-content' },
      { order: 8, block: 'faq' },
      { order: 9, block: 'demo-request' },
    ] satisfies LayoutEntry[],
    sources: [laterStories(10)],
  }
}
