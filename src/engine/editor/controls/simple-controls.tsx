import { useId } from 'react'
import type { ControlProps } from '../control-props.ts'

/** spec §9: single text areas have 5 rows. */
export const SINGLE_ROWS = 5

function Field({ label, children, id }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div className="editor-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  )
}

export function TextControl({ value, onChange, label }: ControlProps<string | undefined>) {
  const id = useId()
  return (
    <Field label={label} id={id}>
      <textarea id={id} rows={SINGLE_ROWS} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
    </Field>
  )
}

export function HrefControl({ value, onChange, label }: ControlProps<string | undefined>) {
  const id = useId()
  return (
    <Field label={label} id={id}>
      <input id={id} type="text" dir="ltr" value={value ?? ''} placeholder="/contact" onChange={(e) => onChange(e.target.value)} />
    </Field>
  )
}

export function EmailControl({ value, onChange, label }: ControlProps<string | undefined>) {
  const id = useId()
  return (
    <Field label={label} id={id}>
      <input id={id} type="email" dir="ltr" value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
    </Field>
  )
}

export function DateControl({ value, onChange, label }: ControlProps<string | undefined>) {
  const id = useId()
  return (
    <Field label={label} id={id}>
      <input id={id} type="date" value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
    </Field>
  )
}

export function NumberControl({ value, onChange, label }: ControlProps<number | undefined>) {
  const id = useId()
  return (
    <Field label={label} id={id}>
      <input
        id={id}
        type="number"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? (undefined as unknown as number) : Number(e.target.value))}
      />
    </Field>
  )
}

export function ColorControl({ value, onChange, label }: ControlProps<string | undefined>) {
  const id = useId()
  const hex = /^#[0-9a-f]{6}$/i.test(value ?? '') ? value : '#ffffff'
  return (
    <Field label={label} id={id}>
      <span className="editor-color">
        <input id={id} type="color" value={hex} onChange={(e) => onChange(e.target.value)} />
        <input type="text" dir="ltr" aria-label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
      </span>
    </Field>
  )
}
