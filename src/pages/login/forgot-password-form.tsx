import { type FormEvent, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { Field } from './login-field.tsx'

/** spec §4: forgotPassword → resetSuccess on submit; no call is made. */
export function ForgotPasswordForm({ initialEmail, onSubmit }: { initialEmail: string; onSubmit(): void }) {
  const { t } = useI18n()
  const [email, setEmail] = useState(initialEmail)
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    onSubmit()
  }
  return (
    <form className="login-form" onSubmit={submit}>
      <Field
        label={t('Email address')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button type="submit" className="button button--primary login-form__submit">
        {t('Send reset link')}
      </button>
    </form>
  )
}
