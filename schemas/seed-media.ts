// Helpers for seed content (server/seed and block folders' seed.ts): data only, as schemas/ is.
import type { Localized } from './fields.ts'

/** A picture from public/media with its real size, so the page reserves its space. */
export const picture = (src: string, width: number, height: number, en: string, ar: string) => ({
  src,
  alt: { en, ar } satisfies Localized,
  width,
  height,
})

export const t = (en: string, ar: string): Localized => ({ en, ar })

/** U+00A0: a number and its unit word never split across lines (ARABIC.md). */
export const NBSP = '\u00A0'

/** U+2066 … U+2069: an e-mail, phone or path inside Arabic text keeps its own direction. */
export const ltr = (value: string) => `\u2066${value}\u2069`

export const EMAIL = {
  hello: 'hello@lumora-learning.example',
  careers: 'careers@lumora-learning.example',
  partners: 'partners@lumora-learning.example',
} as const

export const PHONE = { riyadh: '+966 11 555 0142', dubai: '+971 4 555 0198' } as const

/** The contact illustration: the contact form's and the success page's. */
export const contactPicture = picture(
  '/media/pages/contact.svg',
  560,
  460,
  'A paper plane leaving an open envelope and flying towards two map pins marking Riyadh and Dubai',
  'طائرة ورقية تنطلق من ظرف مفتوح نحو دبّوسين على الخريطة يحدّدان الرياض ودبي',
)

/** `t` under the name block seeds use: in src/ a call `t('…')` is an interface string to translate (tests/unit/translations.test.ts), which seed content is not. */
export const both = t
