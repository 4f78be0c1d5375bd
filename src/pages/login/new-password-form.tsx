import { type FormEvent, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { Ltr } from '../../widgets/ltr.tsx'
import { Field } from './login-field.tsx'

/** spec §5: the special characters the hint lists; symbols, not words, so never translated. */
const SPECIAL_CHARACTERS = '! @ # $ % ^ *'

/** spec §4: createNewPassword → updateSuccess on submit; no call is made. */
export function NewPasswordForm({ onSubmit }: { onSubmit(): void }) {
  const { t } = useI18n()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    onSubmit()
  }
  return (
    <form className="login-form" onSubmit={submit}>
      <Field
        label={t('New password')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        // spec §5: the hint is shown, not enforced.
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
      <button type="submit" className="button button--primary login-form__submit">
        {t('Update password')}
      </button>
    </form>
  )
}
