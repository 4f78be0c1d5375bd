import { type CSSProperties, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { blockFor } from '../../../registry/index.ts'
import { getAt, setAt } from '../../../schemas/paths.ts'
import { schemaAt } from '../../../schemas/walk.ts'
import { type EditorRequest, useEditorHost } from '../editor-host-context.tsx'
import { usePreviewBlock } from '../save-block.ts'
import { FieldEditor } from './field-editor.tsx'
import { humanize } from './labels.ts'
import './editor.css'

const GAP = 8
const MARGIN = 16

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
  return {
    position: 'fixed',
    left,
    inlineSize: width,
    ...(placeBelow
      ? { top: Math.max(MARGIN, anchor.bottom + GAP), maxBlockSize: Math.max(240, below) }
      : { bottom: vh - anchor.top + GAP, maxBlockSize: Math.max(240, above) }),
  }
}

/**
 * The inline editor (one field where it stands) and the 'Edit block' panel (path []): the same
 * walker either way. Changes show on the page as they are typed and are saved on 'Save';
 * 'Cancel' or Escape puts the previous content back.
 */
export default function EditorDialog({ request, onClose }: { request: EditorRequest; onClose: () => void }) {
  const { t } = useTranslation()
  const host = useEditorHost()
  const preview = usePreviewBlock()
  const { target, path } = request
  const original = target.block.content
  const [draft, setDraft] = useState<Record<string, unknown>>(target.content)
  const schema = path.length ? schemaAt(target.schema, path) : target.schema
  const dialog = useRef<HTMLDivElement>(null)
  const label = t(blockFor(target.block.block_type)?.label ?? target.block.block_type)
  const title = path.length ? (request.title ?? humanize(path[path.length - 1] ?? '')) : t('Edit block')

  const change = (value: unknown) => {
    const next = path.length ? setAt(draft, path, value) : (value as Record<string, unknown>)
    setDraft(next)
    preview(target.slug, target.block.id, next)
  }
  const cancel = () => {
    preview(target.slug, target.block.id, original)
    onClose()
  }
  const save = () => {
    if (JSON.stringify(draft) !== JSON.stringify(target.content)) host?.commit(target, draft)
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
            <FieldEditor path={path} label={title} schema={schema} value={path.length ? getAt(draft, path) : draft} onChange={change} />
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
