import * as z from 'zod/mini'
import { UNSAFE_EMAIL } from '../wire/email.ts'
import { MESSAGES } from './rules.ts'

/** The footer's newsletter form: spec §5 — required and containing '@'. */
export const newsletterSchema = z.object({
  email: z.string().check(
    z.trim(),
    z.minLength(1, MESSAGES.newsletterInvalid),
    z.includes('@', MESSAGES.newsletterInvalid),
    z.refine((v) => !UNSAFE_EMAIL.test(v), MESSAGES.newsletterInvalid),
    z.maxLength(254, MESSAGES.newsletterInvalid),
  ),
})
