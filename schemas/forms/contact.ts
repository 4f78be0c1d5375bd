import * as z from 'zod/mini'
import { emailAddress, fullName, LONG_TEXT_MAX, MESSAGES, optionalPhone, optionalText } from './rules.ts'

/** spec §9: the service options, None by default. */
export const SERVICE_OPTIONS = ['None', 'LMS', 'Content'] as const

/** The contact form (contact-us block 2): spec §3 'Contact form values' and the rules of §5. */
export const contactEnquirySchema = z.object({
  fullName: fullName(),
  companyName: optionalText(200),
  email: emailAddress(),
  phone: optionalPhone(),
  service: z._default(z.enum(SERVICE_OPTIONS), 'None'),
  inquiry: z.string().check(z.trim(), z.minLength(1, MESSAGES.inquiryRequired), z.maxLength(LONG_TEXT_MAX, MESSAGES.tooLong)),
})

export type ContactValues = z.input<typeof contactEnquirySchema>

/** spec §4: a submit with errors marks these four fields as touched. */
export const CONTACT_TOUCHED_ON_SUBMIT = ['fullName', 'email', 'inquiry', 'phone'] as const
