import type { i18n as I18n, ThirdPartyModule } from 'i18next'

/** FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE (Unicode bidi, UAX #9). */
export const FSI = '\u2068'
export const PDI = '\u2069'

/**
 * A value set apart from the sentence around it: it takes its own direction from its first
 * strong letter (left to right for "2024-awards", a phone number or an e-mail) and cannot pull
 * the Arabic around it out of order.
 */
export const isolate = (value: unknown) => `${FSI}${String(value)}${PDI}`

/**
 * Registers the `isolate` format, so an Arabic translation writes `{{id, isolate}}` for every
 * value it interpolates (the copy lint holds public/locales/ar to it).
 */
export const isolateFormatter: ThirdPartyModule = {
  type: '3rdParty',
  init(instance: I18n) {
    instance.services.formatter?.add('isolate', (value) => isolate(value))
  },
}
