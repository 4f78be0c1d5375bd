import type { CrossPageSource } from './types.ts'

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
  hide: ['subtitle', 'buttonText'],
})
