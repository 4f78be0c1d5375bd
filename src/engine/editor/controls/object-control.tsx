import { useTranslation } from 'react-i18next'
import { objectCatchall, objectShape } from '../../../../schemas/walk.ts'
import type { ControlProps } from '../control-props.ts'
import { FieldEditor } from '../field-editor.tsx'
import { humanize } from '../labels.ts'

type Obj = Record<string, unknown>

/** Ids are managed by the engine; editors never type them. */
const HIDDEN_KEYS = new Set(['id'])

/** Every key of the shape, then catchall keys present in the value; hands back a new object. */
export function ObjectControl({ path, value, onChange, label, schema }: ControlProps<Obj | undefined>) {
  const { t } = useTranslation()
  const current = value ?? {}
  const shape = objectShape(schema)
  const rest = objectCatchall(schema)
  const keys = [...Object.keys(shape), ...(rest ? Object.keys(current).filter((k) => !(k in shape)) : [])]
  const fields = keys
    .filter((k) => !HIDDEN_KEYS.has(k))
    .map((key) => {
      const child = shape[key] ?? rest
      if (!child) return null
      return (
        <FieldEditor
          key={key}
          path={[...path, key]}
          label={t(humanize(key))}
          schema={child}
          value={current[key]}
          onChange={(v) => onChange({ ...current, [key]: v })}
        />
      )
    })
  if (path.length === 0) return <div className="editor-object editor-object--root">{fields}</div>
  return (
    <fieldset className="editor-field editor-object">
      <legend>{label}</legend>
      {fields}
    </fieldset>
  )
}
