import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react'
import { useI18n } from '../i18n/translation.tsx'
import * as z from 'zod/mini'
import { FormField } from './forms/form-field.tsx'
import { useForm } from './forms/use-form.ts'
import { Modal } from './modal.tsx'

export interface EntryField {
  name: string
  label: ReactNode
  /** The spec's message when it is left empty ('Title is required.'); optional without one. */
  required?: string
  /** A choice among these (value → label) instead of a text. */
  choices?: readonly { value: string; label: string }[]
  /** A line under the field. */
  hint?: ReactNode
}

interface CreateEntryModalProps {
  heading: string
  submitLabel: string
  fields: readonly EntryField[]
  /** Creates the entry; false keeps the dialog open (the caller has said why, e.g. a duplicate id). */
  onCreate(values: Record<string, string>): boolean
  onClosed(): void
}

/**
 * A dialog to add an entry to a list (a story, a post, a client): its fields, each required one
 * with its own message, checked on submit (and as it is typed once touched).
 */
export function CreateEntryModal({ heading, submitLabel, fields, onCreate, onClosed }: CreateEntryModalProps) {
  const { t } = useI18n()
  const headingId = useId()
  const schema = useMemo(
    () =>
      z.object(
        Object.fromEntries(fields.map((f) => [f.name, f.required ? z.string().check(z.trim(), z.minLength(1, f.required)) : z.string()])),
      ),
    [fields],
  )
  const initial = useMemo(() => Object.fromEntries(fields.map((f) => [f.name, f.choices?.[0]?.value ?? ''])), [fields])
  const form = useForm({ schema, initial, touchOnSubmit: fields.map((f) => f.name) })
  const formRef = useRef<HTMLFormElement>(null)
  // After the dialog has focused its close button (its effect runs first): start in the first field.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('input, select')?.focus(), [])
  const submit = form.handleSubmit((values) => {
    if (onCreate(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])))) onClosed()
  })
  return (
    <Modal labelledBy={headingId} closeLabel={t('Close')} onClosed={onClosed} className="entry-modal">
      <h2 id={headingId} className="entry-modal__title">
        {heading}
      </h2>
      <form ref={formRef} className="entry-modal__form" onSubmit={submit} noValidate>
        {fields.map((field) => (
          <FormField key={field.name} label={field.label} required={!!field.required} error={form.errorOf(field.name)} hint={field.hint}>
            {(control) =>
              field.choices ? (
                <select {...control} {...form.bind(field.name)} className="form-input">
                  {field.choices.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input {...control} {...form.bind(field.name)} type="text" className="form-input" autoComplete="off" />
              )
            }
          </FormField>
        ))}
        <div className="entry-modal__actions">
          <button type="submit" className="button button--primary">
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  )
}
