import { useI18n } from '../../../i18n/translation.tsx'
import { getAt } from '../../../../schemas/paths.ts'
import { choiceSources, fieldLabel, schemaAt } from '../../../../schemas/walk.ts'
import { localize, type LocalizedValue } from '../../../i18n/localize.ts'
import type { ControlProps } from '../control-props.ts'
import { useEditorRoot } from '../editor-root.ts'
import { HelpLine } from './help-line.tsx'

interface Option {
  id: string
  name?: LocalizedValue
}

/**
 * Ids chosen from option lists kept elsewhere in the block (the schema's `choices` sources): one
 * group of checkboxes per list, named after it. Ids that no list holds any more stay ticked under
 * 'Other', so an editor can see and clear them.
 */
export function ChoicesControl({ value, onChange, label, help, schema }: ControlProps<string[] | undefined>) {
  const root = useEditorRoot()
  const { t, i18n } = useI18n()
  const chosen = value ?? []
  const groups = choiceSources(schema).map((path) => {
    const list = getAt(root?.content, path)
    const listSchema = root ? schemaAt(root.schema, path) : undefined
    return {
      key: path.join('.'),
      label: localize(listSchema ? fieldLabel(listSchema) : undefined, i18n.language) || String(path[path.length - 1]),
      options: (Array.isArray(list) ? list : []).filter((o): o is Option => typeof (o as Option)?.id === 'string'),
    }
  })
  const known = new Set(groups.flatMap((g) => g.options.map((o) => o.id)))
  const other = chosen.filter((id) => !known.has(id)).map((id) => ({ id }))
  if (other.length) groups.push({ key: '(other)', label: t('Other'), options: other })
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen.filter((c) => c !== id), id] : chosen.filter((c) => c !== id))

  return (
    <fieldset className="editor-field editor-choices">
      <legend>{label}</legend>
      <HelpLine text={help} />
      {groups.map((group) => (
        <fieldset key={group.key} className="editor-choices__group">
          <legend>{group.label}</legend>
          {group.options.length === 0 && <p className="editor-help">{t('No options yet.')}</p>}
          {group.options.map((option) => (
            <label key={option.id} className="editor-checkbox">
              <input type="checkbox" checked={chosen.includes(option.id)} onChange={(e) => toggle(option.id, e.target.checked)} />
              {localize(option.name, i18n.language) || option.id}
            </label>
          ))}
        </fieldset>
      ))}
    </fieldset>
  )
}
