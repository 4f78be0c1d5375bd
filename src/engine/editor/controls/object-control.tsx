import { useState } from 'react'
import { useI18n } from '../../../i18n/translation.tsx'
import { ENGINE_KEYS, objectCatchall, objectShape } from '../../../../schemas/walk.ts'
import type { ControlProps } from '../control-props.ts'
import { useOpenRefused } from '../field-issues.tsx'
import { useFieldText } from '../field-label.ts'
import { useChildChanges } from '../use-stable.ts'
import { useWalker } from '../walker-context.ts'
import { FieldSummary } from './field-summary.tsx'
import { HelpLine } from './help-line.tsx'

type Obj = Record<string, unknown>

/** A whole-block panel with more fields than this folds them to one line each, one open at a time. */
export const FOLD_FIELDS_OVER = 4

const withKey = (value: Obj | undefined, key: string, child: unknown): Obj => ({ ...(value ?? {}), [key]: child })

/**
 * Every key of the shape, then catchall keys present in the value; hands back a new object. A
 * whole block with many fields shows each as a summary line that opens it (one at a time), so a
 * long block stays a short panel.
 */
export function ObjectControl({ path, value, onChange, label, help, schema, omit = [] }: ControlProps<Obj | undefined>) {
  const FieldEditor = useWalker()
  const text = useFieldText()
  const { t } = useI18n()
  const current = value ?? {}
  const changeOf = useChildChanges<string, Obj | undefined>(value, onChange, withKey)
  const shape = objectShape(schema)
  const rest = objectCatchall(schema)
  const keys = [...Object.keys(shape), ...(rest ? Object.keys(current).filter((k) => !Object.hasOwn(shape, k)) : [])].filter(
    (k) => !ENGINE_KEYS.has(k) && !omit.includes(k),
  )
  const fold = path.length === 0 && keys.length > FOLD_FIELDS_OVER
  const [open, setOpen] = useState<string | null>(keys[0] ?? null)
  useOpenRefused(path, keys, setOpen)
  const fields = keys.map((key) => {
    const child = Object.hasOwn(shape, key) ? shape[key] : rest
    if (!child) return null
    const field = text(child, key)
    // A catchall value is named by its key: 'Section: dataSharingTitle'.
    const childLabel = Object.hasOwn(shape, key) ? field.label : `${field.label}: ${key}`
    const editor = (
      <FieldEditor
        key={key}
        path={[...path, key]}
        label={childLabel}
        help={field.help}
        schema={child}
        value={current[key]}
        onChange={changeOf(key)}
      />
    )
    if (!fold) return editor
    return (
      <div key={key} className={`editor-fold${open === key ? ' editor-fold--open' : ''}`}>
        <FieldSummary
          label={childLabel}
          schema={child}
          value={current[key]}
          expanded={open === key}
          onToggle={() => setOpen(open === key ? null : key)}
          controls={`fold-${path.join('-')}-${key}`}
        />
        {open === key && (
          <div className="editor-fold__body" id={`fold-${path.join('-')}-${key}`}>
            {editor}
          </div>
        )}
      </div>
    )
  })
  if (path.length === 0)
    return (
      <div className="editor-object editor-object--root">
        {fold && <p className="editor-help">{t('Each field opens on its own: choose one to edit it.')}</p>}
        {fields}
      </div>
    )
  return (
    <fieldset className="editor-field editor-object">
      <legend>{label}</legend>
      <HelpLine text={help} />
      {fields}
    </fieldset>
  )
}
