import { type ReactNode, useId } from 'react'
import type { ControlProps } from '../control-props.ts'
import { useIssueProps } from '../field-issues.tsx'
import { HelpLine } from './help-line.tsx'
import { PathPicker } from './path-picker.tsx'

/** spec §9: single text areas have 5 rows. */
export const SINGLE_ROWS = 5

function Field({ label, help, children, id, issue }: { label: string; help?: string; id: string; issue: ReactNode; children: ReactNode }) {
  return (
    <div className="editor-field">
      <label htmlFor={id}>{label}</label>
      <HelpLine text={help} />
      {children}
      {issue}
    </div>
  )
}

export function TextControl({ value, onChange, label, help, path }: ControlProps<string | undefined>) {
  const id = useId()
  const { issue, invalid } = useIssueProps(path, id)
  return (
    <Field label={label} help={help} id={id} issue={issue}>
      <textarea id={id} {...invalid} rows={SINGLE_ROWS} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
    </Field>
  )
}

export function HrefControl({ value, onChange, label, help, path }: ControlProps<string | undefined>) {
  const id = useId()
  const { issue, invalid } = useIssueProps(path, id)
  return (
    <Field label={label} help={help} id={id} issue={issue}>
      <PathPicker id={id} {...invalid} value={value ?? ''} placeholder="/contact" onChange={onChange} />
    </Field>
  )
}

export function EmailControl({ value, onChange, label, help, path }: ControlProps<string | undefined>) {
  const id = useId()
  const { issue, invalid } = useIssueProps(path, id)
  return (
    <Field label={label} help={help} id={id} issue={issue}>
      <input id={id} {...invalid} type="email" dir="ltr" value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
    </Field>
  )
}

export function DateControl({ value, onChange, label, help, path }: ControlProps<string | undefined>) {
  const id = useId()
  const { issue, invalid } = useIssueProps(path, id)
  return (
    <Field label={label} help={help} id={id} issue={issue}>
      <input id={id} {...invalid} type="date" value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
    </Field>
  )
}

export function NumberControl({ value, onChange, label, help, path }: ControlProps<number | undefined>) {
  const id = useId()
  const { issue, invalid } = useIssueProps(path, id)
  return (
    <Field label={label} help={help} id={id} issue={issue}>
      <input
        id={id}
        {...invalid}
        type="number"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? (undefined as unknown as number) : Number(e.target.value))}
      />
    </Field>
  )
}

export function ColorControl({ value, onChange, label, help, path }: ControlProps<string | undefined>) {
  const id = useId()
  const { issue, invalid } = useIssueProps(path, id)
  const hex = /^#[0-9a-f]{6}$/i.test(value ?? '') ? value : '#ffffff'
  return (
    <Field label={label} help={help} id={id} issue={issue}>
      <span className="editor-color">
        <input id={id} {...invalid} type="color" value={hex} onChange={(e) => onChange(e.target.value)} />
        <input type="text" dir="ltr" aria-label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
      </span>
    </Field>
  )
}
