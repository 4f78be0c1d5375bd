import { type FormEvent, useId, useState } from 'react'
import { newsletterSchema } from '../../../schemas/forms/newsletter.ts'
import { useI18n } from '../../i18n/translation.tsx'
import { useNewsletterSignup } from '../../widgets/forms/use-newsletter-signup.ts'
import { useHydrated } from '../../widgets/use-hydrated.ts'

/** Opens the visitor's mail client; an object so tests can watch it (jsdom cannot navigate). */
export const mailClient = {
  open(url: string) {
    window.location.href = url
  },
}

/**
 * spec §5: the email is required and must contain '@' (and nothing the API refuses in an address,
 * the one schema the server checks it with); success opens a newsletter-signup e-mail
 * and clears the field. The address is also stored by the content API.
 */
export function NewsletterForm({ address, describedBy }: { address: string; describedBy?: string }) {
  const { t } = useI18n()
  const [email, setEmail] = useState('')
  const inputId = useId()
  const store = useNewsletterSignup()
  // Until the page's script runs, the browser would send the form itself: the address in the URL.
  const hydrated = useHydrated()

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const value = email.trim()
    if (!newsletterSchema.safeParse({ email: value }).success) {
      window.alert(t('Please enter a valid email address.'))
      return
    }
    // The address is kept by the site too (once), whatever the visitor's mail client does.
    store(value)
    const subject = encodeURIComponent(t('Newsletter signup'))
    const body = encodeURIComponent(t('Please add {{email}} to the newsletter mailing list.', { email: value }))
    mailClient.open(`mailto:${address}?subject=${subject}&body=${body}`)
    setEmail('')
  }

  return (
    <form className="newsletter-form" noValidate onSubmit={onSubmit}>
      <label htmlFor={inputId} className="newsletter-form__label">
        {t('Email address')}
      </label>
      <div className="newsletter-form__row">
        <input
          id={inputId}
          className="newsletter-form__input"
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          required
          placeholder="name@company.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-describedby={describedBy}
          dir="ltr"
        />
        <button type="submit" className="button button--accent newsletter-form__submit" disabled={!hydrated}>
          {t('Subscribe')}
        </button>
      </div>
    </form>
  )
}
