import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { safeParse } from 'zod/mini'
import type { AnySchema } from '../../../../schemas/fields.ts'
import { arrayElement } from '../../../../schemas/walk.ts'
import { itemTitle } from '../../item-title.ts'
import type { ControlProps } from '../control-props.ts'
import { useWalker } from '../walker-context.ts'

/** A new item from the element schema's defaults (ids included). */
export function newItem(element: AnySchema): unknown {
  const parsed = safeParse(element, undefined)
  if (parsed.success) return parsed.data
  const fromObject = safeParse(element, {})
  return fromObject.success ? fromObject.data : {}
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list]
  const copy = [...list]
  const [item] = copy.splice(from, 1)
  copy.splice(to, 0, item as T)
  return copy
}

/** Add (with schema defaults), delete (after 'Delete this item?'), reorder; hands back a new list. */
export function ListControl({ path, value, onChange, label, schema }: ControlProps<unknown[] | undefined>) {
  const FieldEditor = useWalker()
  const { t, i18n } = useTranslation()
  const items = value ?? []
  const element = arrayElement(schema)
  const [open, setOpen] = useState<number | null>(items.length === 1 ? 0 : null)
  if (!element) return null
  return (
    <fieldset className="editor-field editor-list">
      <legend>
        {label} <span className="editor-list__count">({items.length})</span>
      </legend>
      <ol className="editor-list__items">
        {items.map((item, i) => (
          <li key={i} className="editor-list__item">
            <div className="editor-list__bar">
              <button
                type="button"
                className="editor-list__toggle"
                aria-expanded={open === i}
                onClick={() => setOpen(open === i ? null : i)}
              >
                {`${i + 1}. ${itemTitle(item, i18n.language)}`.trim()}
              </button>
              <button
                type="button"
                onClick={() => onChange(moveItem(items, i, i - 1))}
                disabled={i === 0}
                aria-label={t('Move up')}
                title={t('Move up')}
              >
                ↑
              </button>
              <button
                type="button"
                onClick={() => onChange(moveItem(items, i, i + 1))}
                disabled={i === items.length - 1}
                aria-label={t('Move down')}
                title={t('Move down')}
              >
                ↓
              </button>
              <button
                type="button"
                className="editor-danger"
                aria-label={t('Delete item')}
                title={t('Delete item')}
                onClick={() => {
                  if (!window.confirm(t('Delete this item?'))) return
                  onChange(items.filter((_, j) => j !== i))
                  setOpen(null)
                }}
              >
                ✕
              </button>
            </div>
            {open === i && (
              <div className="editor-list__body">
                <FieldEditor
                  path={[...path, i]}
                  label={`${label} ${i + 1}`}
                  schema={element}
                  value={item}
                  onChange={(v) => onChange(items.map((old, j) => (j === i ? v : old)))}
                />
              </div>
            )}
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--ghost editor-list__add"
        onClick={() => {
          onChange([...items, newItem(element)])
          setOpen(items.length)
        }}
      >
        + {t('Add item')}
      </button>
    </fieldset>
  )
}
