import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getAt, setAt } from '../../../schemas/paths.ts'
import { schemaAt, settleContent } from '../../../schemas/walk.ts'
import { blockLabel } from '../block-view.tsx'
import { type EditorRequest, useEditorHost } from '../editor-host-context.tsx'
import { registryKey, useRegistry } from '../engine-context.tsx'
import { itemTitle } from '../item-title.ts'
import { usePreviewBlock } from '../save-block.ts'
import { useFieldText } from './field-label.ts'
import { EditorRootContext } from './editor-root.ts'
import { FieldEditor } from './field-editor.tsx'
import './editor.css'

const GAP = 8
const MARGIN = 16
/** The inline editor's least height: a label, a control and the Save button. */
const MIN_HEIGHT = 240

/**
 * Places the inline editor at the field: below it when there is room, else above, aligned with
 * the field's start edge (its right edge in right-to-left pages), always inside the viewport.
 */
export function anchoredPosition(anchor: NonNullable<EditorRequest['anchor']>): CSSProperties {
  const vw = window.innerWidth
  const vh = window.innerHeight
  const width = Math.min(720, vw - 2 * MARGIN)
  const rtl = document.documentElement.dir === 'rtl'
  const start = rtl ? anchor.right - width : anchor.left
  const left = Math.min(Math.max(MARGIN, start), vw - MARGIN - width)
  const below = vh - anchor.bottom - GAP - MARGIN
  const above = anchor.top - GAP - MARGIN
  const placeBelow = below >= 320 || below >= above
  // With less than the editor's least height on either side (a tall picture), it overlaps the
  // field rather than run off the screen: its buttons stay in view.
  const least = Math.min(MIN_HEIGHT, vh - 2 * MARGIN)
  return {
    position: 'fixed',
    left,
    inlineSize: width,
    ...(placeBelow
      ? { top: Math.min(Math.max(MARGIN, anchor.bottom + GAP), vh - MARGIN - least), maxBlockSize: Math.max(least, below) }
      : { bottom: Math.min(vh - anchor.top + GAP, vh - MARGIN - least), maxBlockSize: Math.max(least, above) }),
  }
}

/**
 * The inline editor (one field where it stands) and the 'Edit block' panel (path []): the same
 * walker either way. Changes show on the page as they are typed and are saved on 'Save';
 * 'Cancel' or Escape puts the previous content back.
 */
export default function EditorDialog({ request, onClose }: { request: EditorRequest; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const host = useEditorHost()
  const registry = useRegistry()
  const preview = usePreviewBlock()
  const fieldText = useFieldText()
  const { target, path } = request
  const original = target.block.content
  const [draft, setDraft] = useState<Record<string, unknown>>(target.content)
  const schema = path.length ? schemaAt(target.schema, path) : target.schema
  const dialog = useRef<HTMLDivElement>(null)
  const key = registryKey(registry, target.block.block_type)
  const label = blockLabel(key ? registry[key] : undefined, i18n.language, target.block.block_type)
  const last = path[path.length - 1]
  const parent = typeof last === 'number' ? schemaAt(target.schema, path.slice(0, -1)) : undefined
  // A list item is called by its own title ('Our team'), else after its list ('Menu 2').
  const field = parent
    ? {
        label: itemTitle(getAt(target.content, path), i18n.language) || `${fieldText(parent, '').label} ${Number(last) + 1}`,
        help: undefined,
      }
    : schema && last !== undefined
      ? fieldText(schema, last)
      : undefined
  const title = field ? field.label : t('Edit block')
  const root = useMemo(() => ({ content: draft, schema: target.schema }), [draft, target.schema])

  const change = (value: unknown) => {
    const next = settleContent(target.schema, path.length ? setAt(draft, path, value) : (value as Record<string, unknown>), draft)
    setDraft(next)
    preview(target.slug, target.block.id, next)
  }
  const cancel = () => {
    preview(target.slug, target.block.id, original)
    onClose()
  }
  // Unchanged parts keep their objects, so an unchanged draft is the content itself; the save
  // pipeline sends only what changed (and nothing when nothing did).
  const save = () => {
    if (draft !== target.content) host?.commit(target, draft, request.messages)
    onClose()
  }

  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('textarea, input, select, button')?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') cancel()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- bound once per opened editor
  }, [])

  return (
    <div className="editor-overlay" role="presentation" onMouseDown={(e) => e.target === e.currentTarget && cancel()}>
      <div
        ref={dialog}
        className={`editor-dialog${request.anchor ? ' editor-dialog--anchored' : ''}`}
        style={request.anchor ? anchoredPosition(request.anchor) : undefined}
        role="dialog"
        aria-modal="true"
        aria-labelledby="editor-dialog-title"
      >
        <header className="editor-dialog__head">
          <h2 id="editor-dialog-title">
            {title} <small>· {label}</small>
          </h2>
        </header>
        <div className="editor-dialog__body">
          {schema ? (
            <EditorRootContext.Provider value={root}>
              <FieldEditor
                path={path}
                label={title}
                help={field?.help}
                schema={schema}
                omit={path.length === 0 ? target.hidden : undefined}
                value={path.length ? getAt(draft, path) : draft}
                onChange={change}
              />
            </EditorRootContext.Provider>
          ) : (
            <p>{t('This field cannot be edited.')}</p>
          )}
        </div>
        <footer className="editor-dialog__foot">
          <button type="button" className="button button--ghost" onClick={cancel}>
            {t('Cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={save}>
            {t('Save')}
          </button>
        </footer>
      </div>
    </div>
  )
}
