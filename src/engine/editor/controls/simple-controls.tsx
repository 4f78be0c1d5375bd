import { useId } from 'react'
import type { ControlProps } from '../control-props.ts'
import { HelpLine } from './help-line.tsx'

/** spec §9: single text areas have 5 rows. */
export const SINGLE_ROWS = 5

function Field({ label, help, children, id }: { label: string; help?: string; id: string; children: React.ReactNode }) {
  return (
    <div className="editor-field">
      <label htmlFor={id}>{label}</label>
      <HelpLine text={help} />
      {children}
    </div>
  )
}

export function TextControl({ value, onChange, label, help }: ControlProps<string | undefined>) {
  const id = useId()
  return (
    <Field label={label} help={help} id={id}>
      <textarea id={id} rows={SINGLE_ROWS} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
    </Field>
  )
}

export function HrefControl({ value, onChange, label, help }: ControlProps<string | undefined>) {
  const id = useId()
  return (
    <Field label={label} help={help} id={id}>
      <input id={id} type="text" dir="ltr" value={value ?? ''} placeholder="/contact" onChange={(e) => onChange(e.target.value)} />
    </Field>
  )
}

export function EmailControl({ value, onChange, label, help }: ControlProps<string | undefined>) {
  const id = useId()
  return (
    <Field label={label} help={help} id={id}>
      <input id={id} type="email" dir="ltr" value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
    </Field>
  )
}

export function DateControl({ value, onChange, label, help }: ControlProps<string | undefined>) {
  const id = useId()
  return (
    <Field label={label} help={help} id={id}>
      <input id={id} type="date" value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
    </Field>
  )
}

export function NumberControl({ value, onChange, label, help }: ControlProps<number | undefined>) {
  const id = useId()
  return (
    <Field label={label} help={help} id={id}>
      <input
        id={id}
        type="number"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? (undefined as unknown as number) : Number(e.target.value))}
      />
    </Field>
  )
}

export function ColorControl({ value, onChange, label, help }: ControlProps<string | undefined>) {
  const id = useId()
  const hex = /^#[0-9a-f]{6}$/i.test(value ?? '') ? value : '#ffffff'
  return (
    <Field label={label} help={help} id={id}>
      <span className="editor-color">
        <input id={id} type="color" value={hex} onChange={(e) => onChange(e.target.value)} />
        <input type="text" dir="ltr" aria-label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
      </span>
    </Field>
  )
}
