import { useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { useNavigate } from 'react-router'
import { EnquiryError, sendEnquiry } from '../../api/send-enquiry.ts'
import type { SubmissionInput } from '../../api/submissions.ts'
import { useLanguage } from '../../i18n/localize.ts'
import { useHydrated } from '../use-hydrated.ts'

/** spec §8: the alert when sending fails and the e-mail service gave no text of its own. */
export const SEND_FAILED_MESSAGE = 'An error occurred while sending the message. Please try again.'

/** The API's reasons for refusing an enquiry, in words a visitor can act on. */
const REFUSALS: Record<string, string> = {
  UNSUPPORTED_MEDIA_TYPE: 'The attachment must be a PDF, Word or PowerPoint file.',
  PAYLOAD_TOO_LARGE: 'The attachment is larger than 10 MB.',
  RATE_LIMITED: 'Too many messages were sent from here. Please try again in a few minutes.',
}

export function failureMessage(error: unknown, t: (key: string) => string): string {
  if (error instanceof EnquiryError) {
    if (error.providerText) return error.providerText
    const refusal = error.code ? REFUSALS[error.code] : undefined
    if (refusal) return t(refusal)
  }
  return t(SEND_FAILED_MESSAGE)
}

/**
 * spec §4: idle → sending (button disabled, 'Sending...') → /success, or back to idle with an
 * alert. The enquiry is stored by the API and sent by e-mail (src/api/send-enquiry.ts).
 * `canSend` is false while sending and until the page's script runs: before that the browser
 * would send a server-rendered form itself, its values in the address.
 */
export function useSendForm(form: SubmissionInput['form']) {
  const { t } = useI18n()
  const language = useLanguage()
  const navigate = useNavigate()
  const [sending, setSending] = useState(false)
  const hydrated = useHydrated()

  const send = async (data: Record<string, string>, attachment?: File | null) => {
    if (sending) return
    setSending(true)
    try {
      await sendEnquiry({ form, data, attachment, language, page: window.location.pathname })
      navigate('/success')
    } catch (error) {
      window.alert(failureMessage(error, t))
      setSending(false)
    }
  }

  return { sending, send, canSend: hydrated && !sending }
}
