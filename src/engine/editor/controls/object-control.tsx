import { objectCatchall, objectShape } from '../../../../schemas/walk.ts'
import { ENGINE_KEYS } from '../../../../schemas/walk.ts'
import type { ControlProps } from '../control-props.ts'
import { useFieldText } from '../field-label.ts'
import { useWalker } from '../walker-context.ts'
import { HelpLine } from './help-line.tsx'

type Obj = Record<string, unknown>

/** Every key of the shape, then catchall keys present in the value; hands back a new object. */
export function ObjectControl({ path, value, onChange, label, help, schema, omit = [] }: ControlProps<Obj | undefined>) {
  const FieldEditor = useWalker()
  const text = useFieldText()
  const current = value ?? {}
  const shape = objectShape(schema)
  const rest = objectCatchall(schema)
  const keys = [...Object.keys(shape), ...(rest ? Object.keys(current).filter((k) => !Object.hasOwn(shape, k)) : [])]
  const fields = keys
    .filter((k) => !ENGINE_KEYS.has(k) && !omit.includes(k))
    .map((key) => {
      const child = Object.hasOwn(shape, key) ? shape[key] : rest
      if (!child) return null
      const field = text(child, key)
      // A catchall value is named by its key: 'Section: dataSharingTitle'.
      const childLabel = Object.hasOwn(shape, key) ? field.label : `${field.label}: ${key}`
      return (
        <FieldEditor
          key={key}
          path={[...path, key]}
          label={childLabel}
          help={field.help}
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
      <HelpLine text={help} />
      {fields}
    </fieldset>
  )
}
