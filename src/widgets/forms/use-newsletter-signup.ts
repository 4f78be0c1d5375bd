import { postNewsletterSignup } from '../../api/submissions.ts'
import { useLanguage } from '../../i18n/localize.ts'

/**
 * Stores a newsletter address with the content API (one address once). It never stands in the
 * visitor's way: the spec's mail client opens whatever the answer, and a failure is only logged.
 */
export function useNewsletterSignup() {
  const language = useLanguage()
  return (email: string) => {
    postNewsletterSignup(email, language).catch((error: unknown) => console.warn('The newsletter address could not be stored', error))
  }
}
