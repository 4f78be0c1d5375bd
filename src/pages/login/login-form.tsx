import { type FormEvent, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { Field } from './login-field.tsx'

interface LoginFormProps {
  email: string
  onEmailChange(email: string): void
  /** Sends the credentials; rejects when logging in failed. */
  onSubmit(email: string, password: string): Promise<void>
  onForgotPassword(): void
}

/**
 * spec §4/§5/§8: email (type email, required, prefilled) and password (required); the error
 * 'Failed to log in. Please check your credentials.' in red above the options row; 'Logging in...'
 * on the button while the call runs.
 */
export function LoginForm({ email, onEmailChange, onSubmit, onForgotPassword }: LoginFormProps) {
  const { t } = useI18n()
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (busy) return
    setBusy(true)
    setFailed(false)
    try {
      await onSubmit(email, password)
    } catch {
      setFailed(true)
      setBusy(false)
    }
  }

  return (
    <form className="login-form" onSubmit={submit} aria-busy={busy}>
      <Field
        label={t('Email address')}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
      />
      <Field
        label={t('Password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {failed && (
        <p className="login-form__error" role="alert">
          {t('Failed to log in. Please check your credentials.')}
        </p>
      )}
      <div className="login-form__options">
        <button type="button" className="login-link" onClick={onForgotPassword}>
          {t('Forgot password?')}
        </button>
      </div>
      <button type="submit" className="button button--primary login-form__submit" disabled={busy}>
        {busy && <span className="login-spinner" aria-hidden="true" />}
        {busy ? t('Logging in...') : t('Log in')}
      </button>
    </form>
  )
}
