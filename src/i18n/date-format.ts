/**
 * Dates in the reader's language: Western digits (ARABIC.md) and the Gregorian calendar in
 * Arabic, day-month-year in English.
 */
const locale = (lng: string) => (lng.startsWith('ar') ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB')

// Making a formatter costs a few milliseconds (every block's toolbar in edit mode asks for one): one per language and style.
const made = new Map<string, Intl.DateTimeFormat>()
function formatter(lng: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale(lng)} ${options.timeStyle ?? ''}`
  let format = made.get(key)
  if (!format) made.set(key, (format = new Intl.DateTimeFormat(locale(lng), options)))
  return format
}

export const dateTimeFormat = (lng: string) => formatter(lng, { dateStyle: 'medium', timeStyle: 'short' })

export const dateFormat = (lng: string) => formatter(lng, { dateStyle: 'medium' })
