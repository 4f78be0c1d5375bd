import { toHttpError } from './client.ts'
import { API_BASE } from './config.ts'

export type FormKind = 'contact' | 'demo-request' | 'application'

export interface SubmissionInput {
  form: FormKind
  /** The form's values, as its schema (schemas/forms) describes them. */
  data: Record<string, string>
  /** The application's attached file. */
  attachment?: File | null
  language: 'en' | 'ar'
  /** The path the form was sent from. */
  page: string
}

/**
 * POST /v1/submissions (public): the enquiry is stored by the product itself, so it is never
 * lost when the e-mail service fails. JSON, or multipart when a file is attached (field
 * `payload` with the JSON, field `attachment` with the file).
 */
export async function postSubmission({ attachment, ...payload }: SubmissionInput): Promise<{ id: string }> {
  let init: RequestInit
  if (attachment) {
    const body = new FormData()
    body.append('payload', JSON.stringify(payload))
    body.append('attachment', attachment, attachment.name)
    init = { method: 'POST', body }
  } else {
    init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) }
  }
  const res = await fetch(`${API_BASE}/v1/submissions`, init)
  if (!res.ok) throw await toHttpError(res)
  return (await res.json()) as { id: string }
}

/** POST /v1/newsletter (public): one address is stored once; signing up twice is not an error. */
export async function postNewsletterSignup(email: string, language: 'en' | 'ar'): Promise<void> {
  const res = await fetch(`${API_BASE}/v1/newsletter`, {
    method: 'POST',
    // The mail client opens right after: the request must outlive a navigation away.
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, language }),
  })
  if (!res.ok) throw await toHttpError(res)
}
