import * as z from 'zod/mini'
import { emailAddress, fullName, LONG_TEXT_MAX, optionalText } from './rules.ts'

/** The vacancy application form: spec §3 'Application form data' and the rules of §5. */
export const applicationSchema = z.object({
  fullName: fullName(),
  email: emailAddress(),
  coverLetter: optionalText(LONG_TEXT_MAX),
  /** Which vacancy it answers (the page's id and the title the applicant saw). */
  vacancyId: optionalText(100),
  vacancyTitle: optionalText(300),
})

export type ApplicationValues = z.input<typeof applicationSchema>

/** spec §4: only name and email are marked touched on a submit with errors. */
export const APPLICATION_TOUCHED_ON_SUBMIT = ['fullName', 'email'] as const

/** spec §5: the attachment accepts pdf, doc, docx, ppt and pptx. */
export const ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'ppt', 'pptx'] as const
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',')
/** spec §9: the tooltip advises at most 10 MB; the server refuses anything larger. */
export const ATTACHMENT_MAX_MB = 10

export const hasAttachmentExtension = (name: string) =>
  (ATTACHMENT_EXTENSIONS as readonly string[]).includes(name.split('.').pop()?.toLowerCase() ?? '')
