import type { ControlProps } from '../control-props.ts'

export function BooleanControl({ value, onChange, label }: ControlProps<boolean | undefined>) {
  return (
    <label className="editor-field editor-checkbox">
      <input type="checkbox" checked={!!value} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  )
}
