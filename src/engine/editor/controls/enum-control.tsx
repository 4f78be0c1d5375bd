import { useId } from 'react'
import { enumValues } from '../../../../schemas/walk.ts'
import type { ControlProps } from '../control-props.ts'
import { humanize } from '../labels.ts'

export function EnumControl({ value, onChange, label, schema }: ControlProps<string | undefined>) {
  const id = useId()
  return (
    <div className="editor-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        {enumValues(schema).map((v) => (
          <option key={v} value={v}>
            {humanize(v)}
          </option>
        ))}
      </select>
    </div>
  )
}
