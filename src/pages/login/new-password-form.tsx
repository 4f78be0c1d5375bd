import { type FormEvent, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { Ltr } from '../../widgets/ltr.tsx'
import { Field } from './login-field.tsx'

/** spec §5: the special characters the hint lists; symbols, not words, so never translated. */
const SPECIAL_CHARACTERS = '! @ # $ % ^ *'

interface NewPasswordFormProps {
  /** The account the link is for, given to password managers with the new password. */
  email?: string
  /** Sets the password; rejects with the message to show. */
  onSubmit(password: string): Promise<void>
}

/**
 * spec §4/§5: createNewPassword → updateSuccess on submit. The password is set through the
 * one-time link (issue 27); the server's policy decides, and its refusal is shown here.
 */
export function NewPasswordForm({ email, onSubmit }: NewPasswordFormProps) {
  const { t } = useI18n()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (busy) return
    if (password !== confirm) return setError(t('The two passwords are not the same.'))
    setError('')
    setBusy(true)
    try {
      await onSubmit(password)
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err))
      setBusy(false)
    }
  }
  return (
    <form className="login-form" onSubmit={submit} aria-busy={busy}>
      {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
      <Field
        label={t('New password')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        // spec §5: the hint is shown, not enforced (the server's policy is).
        // Left to right and on one line: in Arabic the symbols would otherwise reverse and wrap.
        hint={
          <>
            {t('At least 8 characters with uppercase, lowercase, a number and a special character')}{' '}
            <Ltr nowrap>({SPECIAL_CHARACTERS})</Ltr>
          </>
        }
      />
      <Field
        label={t('Confirm new password')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      {error && (
        <p className="login-form__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary login-form__submit" disabled={busy}>
        {t('Update password')}
      </button>
    </form>
  )
}
