import * as z from 'zod/mini'
import { UNSAFE_EMAIL } from '../wire/email.ts'

/**
 * The rules and messages of spec/pages.md §5, shared by the forms (client) and the submissions
 * API (server): one schema, so the server refuses exactly what the form would not send. The
 * messages are the spec's English texts; the site shows them through its translations.
 */
export const MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Invalid email address',
  inquiryRequired: 'Inquiry is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number',
  tooLong: 'This text is too long',
  newsletterInvalid: 'Please enter a valid email address.',
} as const

/** spec §5 'simple x@y.z pattern', without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** spec §5 and §9: 7 to 15 characters of digits, spaces, hyphens and parentheses, an optional leading plus. */
export const PHONE_PATTERN = /^\+?[\d\s()-]{7,15}$/

/** spec §5: typing in a phone field strips every character but digits, spaces, hyphens, parentheses and plus. */
export const stripPhone = (value: string) => value.replace(/[^\d\s()+-]/g, '')

const NAME_MAX = 200
const EMAIL_MAX = 254
export const LONG_TEXT_MAX = 10_000

export const fullName = () => z.string().check(z.trim(), z.minLength(1, MESSAGES.fullNameRequired), z.maxLength(NAME_MAX, MESSAGES.tooLong))

export const emailAddress = () =>
  z.string().check(
    z.trim(),
    z.minLength(1, MESSAGES.emailRequired),
    z.regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
    // What the API refuses in any address (a quote, a comma…) the form refuses too, at the field.
    z.refine((v) => !UNSAFE_EMAIL.test(v), MESSAGES.emailInvalid),
    z.maxLength(EMAIL_MAX, MESSAGES.tooLong),
  )

export const optionalText = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max, MESSAGES.tooLong)), '')

export const optionalPhone = () =>
  z._default(
    z.string().check(
      z.trim(),
      z.refine((v) => v === '' || PHONE_PATTERN.test(v), MESSAGES.phoneInvalid),
    ),
    '',
  )

export const requiredPhone = () =>
  z.string().check(z.trim(), z.minLength(1, MESSAGES.phoneRequired), z.regex(PHONE_PATTERN, MESSAGES.phoneInvalid))
