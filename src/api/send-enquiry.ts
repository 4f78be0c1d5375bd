import { HttpError } from './client.ts'
import { EmailServiceError, sendEmail } from './email-service.ts'
import { getSiteConfig } from './site-config.ts'
import { postSubmission, type SubmissionInput } from './submissions.ts'

/** Why an enquiry did not go out: the provider's text, or the API's reason code, or neither. */
export class EnquiryError extends Error {
  constructor(
    readonly providerText: string | null,
    readonly code: string | null = null,
  ) {
    super(providerText ?? code ?? 'The enquiry could not be sent.')
  }
}

/** The e-mail's template parameters: every value, plus which form and page it came from. */
export const emailParams = (input: SubmissionInput): Record<string, string> => ({
  ...input.data,
  form: input.form,
  page: input.page,
  language: input.language,
  attachment: input.attachment?.name ?? '',
})

/**
 * Sends an enquiry both ways: to the content API, which stores it, and to the e-mail service.
 * Stored is success, whatever the e-mail service does (it may be down or not configured). If
 * the API cannot be reached, a sent e-mail is success too. The API refusing the enquiry (4xx)
 * stops it with the API's reason; both failing stops it with the provider's text, if any.
 */
export async function sendEnquiry(input: SubmissionInput): Promise<void> {
  let stored = false
  try {
    await postSubmission(input)
    stored = true
  } catch (error) {
    if (error instanceof HttpError && error.status >= 400 && error.status < 500) throw new EnquiryError(null, error.code)
  }
  const config = await getSiteConfig().then(
    (c) => c.emailService,
    () => null,
  )
  if (!config) {
    if (stored) return
    throw new EnquiryError(null)
  }
  try {
    await sendEmail(config, emailParams(input))
  } catch (error) {
    if (stored) return
    throw new EnquiryError(error instanceof EmailServiceError ? error.providerText : null)
  }
}
