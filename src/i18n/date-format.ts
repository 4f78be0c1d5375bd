/**
 * A date and time in the reader's language: Western digits (ARABIC.md) and the Gregorian
 * calendar in Arabic, day-month-year in English.
 */
export const dateTimeFormat = (lng: string) =>
  new Intl.DateTimeFormat(lng === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' })
