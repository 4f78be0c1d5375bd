import { type ReactNode, useId } from 'react'
import { useI18n } from '../../i18n/translation.tsx'

export interface ControlProps {
  id: string
  'aria-invalid': boolean | undefined
  'aria-describedby': string | undefined
  'aria-required': boolean | undefined
}

interface FormFieldProps {
  /** The label's text (a node, so editors can edit it where it stands). */
  label: ReactNode
  /** spec §5: labels of required fields show a marker (an asterisk). */
  required?: boolean
  /** The spec's message in English; shown translated. */
  error?: string
  /** A hint under the control (e.g. the attachment's size advice). */
  hint?: ReactNode
  className?: string
  children(control: ControlProps): ReactNode
}

/** A label, its control and the control's message, tied together for assistive technology. */
export function FormField({ label, required, error, hint, className, children }: FormFieldProps) {
  const { t } = useI18n()
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={['form-field', error ? 'form-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint && (
        <div className="form-field__hint" id={hintId}>
          {hint}
        </div>
      )}
      {error && (
        <p className="form-field__error" id={errorId}>
          {t(error)}
        </p>
      )}
    </div>
  )
}

/**
 * How each kind of contact field asks the browser for its value: the keyboard a phone shows, what
 * autofill offers, and left-to-right text in an Arabic page (addresses and numbers read that way).
 */
export const INPUT_KIND = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', dir: 'ltr' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', dir: 'ltr' },
} as const
