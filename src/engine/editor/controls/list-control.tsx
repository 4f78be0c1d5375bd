import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { memo, type ReactNode, useId, useMemo, useState } from 'react'
import { useI18n } from '../../../i18n/translation.tsx'
import type { AnySchema } from '../../../../schemas/fields.ts'
import { itemPlaceholders } from '../../../../schemas/placeholders.ts'
import { isHidden, PUBLISH_KEY } from '../../../../schemas/publish.ts'
import { titleKeyOf } from '../../../../schemas/item-meta.ts'
import { arrayElement, fieldKind, objectShape } from '../../../../schemas/walk.ts'
import { itemTitle } from '../../item-title.ts'
import { newListItem } from '../new-items.ts'
import type { ControlProps } from '../control-props.ts'
import { useTranslatorOnly } from '../translator.ts'
import { useAskDialog } from '../ask-dialog.tsx'
import { useOpenRefused } from '../field-issues.tsx'
import { usePublishCheck } from '../publish-check.ts'
import { useEditorUi } from '../editor-ui.ts'
import { useFieldText } from '../field-label.ts'
import { useChildChanges, useStableFn } from '../use-stable.ts'
import { useWalker } from '../walker-context.ts'
import { ScheduleDialog } from '../schedule-dialog.tsx'
import { FieldSummary } from './field-summary.tsx'

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list]
  const copy = [...list]
  const [item] = copy.splice(from, 1)
  copy.splice(to, 0, item as T)
  return copy
}

/** A long list shows this many lines at first, and this many more on request. */
export const LIST_PAGE = 50
const TEXT_KINDS = new Set(['localized', 'localizedLine', 'richText'])

/**
 * The bilingual field that names an item (a menu item's label), asked for when an item is added:
 * the title its schema declares, when that is a bilingual text (an image's alt is not asked for).
 */
export function titleField(element: AnySchema): { key: string; schema: AnySchema } | undefined {
  const key = titleKeyOf(element)
  const schema = key ? objectShape(element)[key] : undefined
  return key && schema && TEXT_KINDS.has(fieldKind(schema) ?? '') ? { key, schema } : undefined
}

const replaceAt = (list: unknown[] | undefined, i: number, child: unknown) => (list ?? []).map((old, j) => (j === i ? child : old))
const keyOf = (item: unknown, i: number) => {
  const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined
  return typeof id === 'string' ? id : `#${i}`
}

interface RowProps {
  id: string
  index: number
  count: number
  item: unknown
  title: string
  open: boolean
  element: AnySchema
  onToggle(index: number): void
  onMove(from: number, to: number): void
  onDelete(index: number): void
  onPublish(index: number): void
  children: ReactNode
}

const Row = memo(function Row({ id, index, count, item, title, open, element, onToggle, onMove, onDelete, onPublish, children }: RowProps) {
  const { t } = useI18n()
  const sortable = useSortable({ id })
  const draft = isHidden(item)
  const translatorOnly = useTranslatorOnly()
  const bodyId = `${useId()}-body`
  const blockId = useEditorUi()?.blockId
  const itemId = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined
  const [scheduling, setScheduling] = useState(false)
  return (
    <li
      ref={sortable.setNodeRef}
      className={`editor-list__item${draft ? ' editor-list__item--draft' : ''}${sortable.isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
    >
      <div className="editor-list__bar">
        {!translatorOnly && (
          <button
            type="button"
            className="editor-list__drag"
            aria-label={t('Drag to reorder: {{title}}', { title })}
            title={t('Drag to reorder, or use the arrow buttons')}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            ⋮⋮
          </button>
        )}
        <FieldSummary
          label={`${index + 1}. ${title}`.trim()}
          schema={element}
          value={item}
          expanded={open}
          onToggle={() => onToggle(index)}
          controls={bodyId}
          draft={draft}
        />
        {draft && !translatorOnly && (
          <button type="button" className="editor-list__publish" onClick={() => onPublish(index)}>
            {t('Publish')}
          </button>
        )}
        {!translatorOnly && blockId && typeof itemId === 'string' && (
          <button type="button" aria-haspopup="dialog" onClick={() => setScheduling(true)}>
            {t('Schedule')}
          </button>
        )}
        {scheduling && blockId && typeof itemId === 'string' && (
          <ScheduleDialog blockId={blockId} item={itemId} name={title || String(index + 1)} onClosed={() => setScheduling(false)} />
        )}
        {!translatorOnly && (
          <>
            <button
              type="button"
              onClick={() => onMove(index, index - 1)}
              disabled={index === 0}
              aria-label={t('Move up')}
              title={t('Move up')}
            >
              ↑
            </button>
            <button
              type="button"
              onClick={() => onMove(index, index + 1)}
              disabled={index === count - 1}
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
              onClick={() => onDelete(index)}
            >
              ✕
            </button>
          </>
        )}
      </div>
      {open && (
        <div className="editor-list__body" id={bodyId}>
          {children}
        </div>
      )}
    </li>
  )
})

/**
 * Add (asking for its name in both languages when it has one), delete (after 'Delete this
 * item?'), reorder by dragging or with the arrow buttons (and by keyboard: space on the handle,
 * then the arrow keys); hands back a new list. Items fold to one line each and open one at a
 * time. A new item is a draft until it is published: visitors do not see it before.
 */
export function ListControl({ path, value, onChange, label, schema }: ControlProps<unknown[] | undefined>) {
  const FieldEditor = useWalker()
  const { t, i18n } = useI18n()
  const ui = useEditorUi()
  const fieldText = useFieldText()
  const translatorOnly = useTranslatorOnly()
  const items = value ?? []
  const element = arrayElement(schema)
  const [open, setOpen] = useState<number | null>(items.length === 1 ? 0 : null)
  const [adding, setAdding] = useState<{ en: string; ar: string; tried: boolean } | null>(null)
  const [shown, setShown] = useState(LIST_PAGE)
  const changeOf = useChildChanges<number, unknown[] | undefined>(value, onChange, replaceAt)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = items.map(keyOf)
  const visible = Math.min(items.length, Math.max(shown, open === null ? 0 : open + 1))
  const idKey = ids.slice(0, visible).join('\n')
  // One array while the lines do not change: a key press in an open item re-renders that item alone.
  const sortable = useMemo(() => (idKey ? idKey.split('\n') : []), [idKey])
  const named = element ? titleField(element) : undefined
  const formId = useId()
  const [ask, askDialog] = useAskDialog()
  const checkPublish = usePublishCheck(ask)
  useOpenRefused(
    path,
    items.map((_, i) => i),
    (i) => {
      setOpen(i)
      setShown((s) => Math.max(s, i + 1))
    },
  )

  const move = useStableFn((from: number, to: number) => {
    if (to < 0 || to >= items.length) return
    onChange(moveItem(items, from, to))
    if (open === from) setOpen(to)
  })
  const remove = useStableFn((i: number) => {
    void ask({ text: t('Delete this item?'), confirm: t('Delete item'), danger: true }).then((yes) => {
      if (yes === null) return
      onChange(items.filter((_, j) => j !== i))
      setOpen(null)
    })
  })
  const publish = useStableFn((i: number) => {
    const rest = { ...(items[i] as Record<string, unknown>) }
    delete rest[PUBLISH_KEY]
    const done = () => onChange(items.map((old, j) => (j === i ? rest : old)))
    // Texts still as a new item had them are named first, and published only on a yes.
    const found = element ? itemPlaceholders(element, rest) : []
    if (found.length === 0) return done()
    void checkPublish(found).then((yes) => yes && done())
  })
  const toggle = useStableFn((at: number) => setOpen((o) => (o === at ? null : at)))
  if (!element) return null
  const add = (title?: { en: string; ar: string }) => {
    const item = newListItem(element, named?.key, title, {}, items)
    onChange([...items, item])
    setOpen(items.length)
    setShown((s) => Math.max(s, items.length + 1))
    setAdding(null)
    ui?.added([...path, items.length])
  }
  const onDragEnd = (e: DragEndEvent) => {
    const from = ids.indexOf(String(e.active.id))
    const to = e.over ? ids.indexOf(String(e.over.id)) : -1
    if (from >= 0 && to >= 0 && from !== to) move(from, to)
  }
  const nameLabel = named ? fieldText(named.schema, named.key).label : ''
  // English is the site's fallback and needed now; the Arabic may follow (issue 25: a new item's
  // Arabic starts empty and is counted as missing, for a translator to write).
  const valid = adding && adding.en.trim() !== ''

  return (
    <fieldset className="editor-field editor-list">
      <legend>
        {label} <span className="editor-list__count">({items.length})</span>
      </legend>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={sortable} strategy={verticalListSortingStrategy}>
          <ol className="editor-list__items">
            {items.slice(0, visible).map((item, i) => (
              <Row
                key={ids[i]}
                id={ids[i] as string}
                index={i}
                count={items.length}
                item={item}
                title={itemTitle(item, element, i18n.language)}
                open={open === i}
                element={element}
                onToggle={toggle}
                onMove={move}
                onDelete={remove}
                onPublish={publish}
              >
                {open === i && (
                  <FieldEditor path={[...path, i]} label={`${label} ${i + 1}`} schema={element} value={item} onChange={changeOf(i)} />
                )}
              </Row>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {visible < items.length && (
        <button type="button" className="button button--ghost editor-list__more" onClick={() => setShown(visible + LIST_PAGE)}>
          {t('Show {{count}} more of {{left}}', { count: Math.min(LIST_PAGE, items.length - visible), left: items.length - visible })}
        </button>
      )}
      {adding && named ? (
        <div className="editor-list__new" role="group" aria-labelledby={`${formId}-title`}>
          <p id={`${formId}-title`} className="editor-list__new-title">
            {t('New item: {{label}} in both languages', { label: nameLabel })}
          </p>
          {(['en', 'ar'] as const).map((lang) => (
            <label key={lang} className="editor-list__new-field">
              <span>{lang === 'en' ? t('{{label}} (English)', { label: nameLabel }) : t('{{label}} (Arabic)', { label: nameLabel })}</span>
              <input
                type="text"
                dir={lang === 'ar' ? 'rtl' : 'ltr'}
                lang={lang}
                value={adding[lang]}
                data-autofocus={lang === 'en' ? true : undefined}
                aria-invalid={adding.tried && adding[lang].trim() === ''}
                onChange={(e) => setAdding({ ...adding, [lang]: e.target.value })}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault()
                    if (valid) add({ en: adding.en.trim(), ar: adding.ar.trim() })
                    else setAdding({ ...adding, tried: true })
                  }
                }}
                ref={(el) => {
                  if (el && lang === 'en' && !adding.en && !adding.ar && document.activeElement?.tagName !== 'INPUT') el.focus()
                }}
              />
            </label>
          ))}
          <p className="editor-help">{t('An Arabic left empty is listed under Missing translations until it is written.')}</p>
          {adding.tried && !valid && (
            <p className="editor-dialog__problem" role="alert">
              {t('Write it in English; the Arabic can follow.')}
            </p>
          )}
          <div className="editor-list__new-actions">
            <button type="button" className="button button--ghost" onClick={() => setAdding(null)}>
              {t('Cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => (valid ? add({ en: adding.en.trim(), ar: adding.ar.trim() }) : setAdding({ ...adding, tried: true }))}
            >
              {t('Add item')}
            </button>
          </div>
        </div>
      ) : translatorOnly ? null : (
        <button
          type="button"
          className="button button--ghost editor-list__add"
          onClick={() => (named ? setAdding({ en: '', ar: '', tried: false }) : add())}
        >
          + {t('Add item')}
        </button>
      )}
      {askDialog}
    </fieldset>
  )
}
