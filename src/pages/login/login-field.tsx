import { type InputHTMLAttributes, type ReactNode, useId } from 'react'

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** Help shown under the input and announced with it. */
  hint?: ReactNode
}

/** A labelled input of the login forms. */
export function Field({ label, hint, className, ...input }: FieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <div className={['login-field', className].filter(Boolean).join(' ')}>
      <label className="login-field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="login-field__input" aria-describedby={hint ? hintId : undefined} {...input} />
      {hint && (
        <p id={hintId} className="login-field__hint">
          {hint}
        </p>
      )}
    </div>
  )
}
