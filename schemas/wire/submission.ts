import * as z from 'zod/mini'
import { applicationSchema } from '../forms/application.ts'
import { contactEnquirySchema } from '../forms/contact.ts'
import { demoRequestSchema } from '../forms/demo-request.ts'
import { newsletterSchema } from '../forms/newsletter.ts'
import { safeEmail } from './email.ts'

/** The forms whose enquiries the API stores (the newsletter's addresses are kept apart). */
export const FORM_KINDS = ['contact', 'demo-request', 'application'] as const
export type FormKind = (typeof FORM_KINDS)[number]

const language = z._default(z.enum(['en', 'ar']), 'en')
/** The path the form was sent from. */
const page = z._default(z.string().check(z.maxLength(300)), '')

/** A form's schema with the API's own e-mail check (email.ts) on top of the form's pattern. */
const withSafeEmail = <S extends typeof contactEnquirySchema | typeof demoRequestSchema | typeof applicationSchema>(form: S) =>
  z.extend(form, { email: form.shape.email.check(safeEmail()) })

/**
 * POST /v1/submissions: the form's values, validated with the very schema the form uses
 * (schemas/forms), and e-mail addresses without the characters a mail header or a `mailto:`
 * link would read as more than an address. An application with a file comes as multipart:
 * field `payload` holds this JSON, field `attachment` the file.
 */
export const submissionBody = z.discriminatedUnion('form', [
  z.object({ form: z.literal('contact'), data: withSafeEmail(contactEnquirySchema), language, page }),
  z.object({ form: z.literal('demo-request'), data: withSafeEmail(demoRequestSchema), language, page }),
  z.object({ form: z.literal('application'), data: withSafeEmail(applicationSchema), language, page }),
])
export type SubmissionBody = z.output<typeof submissionBody>

export const submissionCreated = z.object({ id: z.string() })

export const attachmentDto = z.object({ name: z.string(), mime: z.string(), size: z.number() })

export const submissionDto = z.object({
  id: z.string(),
  form: z.enum(FORM_KINDS),
  language: z.string(),
  page: z.string(),
  /** The form's values as sent (field → text). */
  data: z.record(z.string(), z.string()),
  name: z.string(),
  email: z.string(),
  attachment: z.nullable(attachmentDto),
  created_at: z.string(),
  handled_at: z.nullable(z.string()),
})
export type SubmissionDto = z.output<typeof submissionDto>

export const PAGE_SIZE_MAX = 100

export const submissionQuery = z.object({
  form: z.optional(z.enum(FORM_KINDS)),
  handled: z.optional(z.enum(['true', 'false'])),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(PAGE_SIZE_MAX)), 50),
})

export const submissionList = z.object({ items: z.array(submissionDto), total: z.number() })
export type SubmissionList = z.output<typeof submissionList>

export const submissionParams = z.object({ id: z.string().check(z.maxLength(64)) })
export const handledBody = z.object({ handled: z.boolean() })

export const newsletterBody = z.object({ email: newsletterSchema.shape.email.check(safeEmail()), language })
/** Signing up twice is not an error: `created` says whether the address is new. */
export const newsletterAnswer = z.object({ created: z.boolean() })
export const newsletterDto = z.object({ id: z.string(), email: z.string(), language: z.string(), created_at: z.string() })
export const newsletterList = z.object({ items: z.array(newsletterDto), total: z.number() })
export type NewsletterList = z.output<typeof newsletterList>
export const newsletterQuery = z.object({
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(PAGE_SIZE_MAX)), 50),
})

/** GET /v1/config: what the site needs at run time; the e-mail service is null when not configured. */
export const siteConfigDto = z.object({
  emailService: z.nullable(z.object({ serviceId: z.string(), templateId: z.string(), publicKey: z.string() })),
})
