/**
 * Dates in the reader's language: Western digits (ARABIC.md) and the Gregorian calendar in
 * Arabic, day-month-year in English.
 */
const locale = (lng: string) => (lng.startsWith('ar') ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB')

export const dateTimeFormat = (lng: string) => new Intl.DateTimeFormat(locale(lng), { dateStyle: 'medium', timeStyle: 'short' })

export const dateFormat = (lng: string) => new Intl.DateTimeFormat(locale(lng), { dateStyle: 'medium' })
