import { useEffect, useMemo, useRef, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { getAt, pathKey, setAt } from '../../../schemas/paths.ts'
import { blockLabel } from '../block-view.tsx'
import { registryKey, useRegistry } from '../engine-context.tsx'
import { useFieldLabel } from '../inline/edit-handle.ts'
import { useEditorHost, type InPlaceProps } from '../editor-host-context.tsx'
import { typing } from './drafts.ts'
import { EditTransaction } from './edit-transaction.ts'
import { LazyRichEditor } from './rich/lazy-rich-editor.tsx'

type Bilingual = { en?: string; ar?: string }

/**
 * Rich text typed where it stands, in the page's language, with paragraph, bold and list over it
 * while it has focus. Leaving the text saves it at once (the editor's commit: shown at once,
 * rolled back when the save fails, one undo step); Escape puts back what was there. What is
 * typed is kept in this browser on every change, as a plain text's is, so a reload offers it
 * back. The other language is a click away, in the panel that shows both.
 */
export default function InPlaceRich({ target, path, as: Tag = 'div', className, children }: InPlaceProps) {
  const host = useEditorHost()
  const { t, i18n } = useI18n()
  const lang = i18n.language === 'ar' ? 'ar' : 'en'
  const label = useFieldLabel(path)
  const stored = ((getAt(target.content, path) as Bilingual | undefined)?.[lang] ?? '') as string
  // What is typed and not yet saved; undefined when the text is as stored.
  const typed = useRef<string | undefined>(undefined)
  // Escape loads the stored text again: a new editor, not an edit of the old one.
  const [round, setRound] = useState(0)
  const at = pathKey(path)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `at` stands for the path
  const edit = useMemo(() => new EditTransaction({ slug: target.slug, blockId: target.block.id, path }), [target.slug, target.block.id, at])
  const registry = useRegistry()
  const { block } = target
  const kind = registryKey(registry, block.block_type)
  const blockName = blockLabel(kind ? registry[kind] : undefined, i18n.language, block.block_type)
  const typingKey = `${block.id}:${block.version}`
  const withTyped = (html: string) =>
    setAt(target.content, path, { ...(getAt(target.content, path) as Bilingual | undefined), [lang]: html })
  const keep = (html: string) =>
    edit.keep(
      withTyped(html),
      { base: { content: block.content, version: block.version }, from: target.content },
      label ? `${blockName}: ${label}` : blockName,
    )
  const forget = () => {
    typing.delete(typingKey)
    edit.forget(block.version)
  }
  const save = () => {
    const html = typed.current
    typed.current = undefined
    typing.delete(typingKey)
    if (html === undefined || html === stored || !host) return forget()
    // The draft goes once the server has the text: a failed save leaves it to be offered back.
    edit.commit(host, target, withTyped(html))
  }
  // A page leaving keeps the text as it stands, even where a storage write during typing failed.
  const onLeave = useRef(() => {})
  onLeave.current = () => {
    if (typed.current !== undefined) keep(typed.current)
  }
  useEffect(() => {
    const leave = () => onLeave.current()
    window.addEventListener('pagehide', leave)
    return () => window.removeEventListener('pagehide', leave)
  }, [])
  const panel = (el: Element) => host?.open({ target, path, opener: el })
  return (
    <Tag className={['editable', 'in-place', className].filter(Boolean).join(' ')} data-edit-path={pathKey(path)}>
      <LazyRichEditor
        fallback={children}
        key={round}
        value={stored}
        lang={lang}
        label={label}
        onChange={(html) => {
          typed.current = html
          // Being typed: not offered back in this tab meanwhile (src/engine/editor/drafts-offer.tsx).
          typing.add(typingKey)
          keep(html)
        }}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return false
          typed.current = undefined
          forget()
          setRound((n) => n + 1)
          return true
        }}
        className="in-place__editor"
        toolbarSlot={(tools) => (
          <div className="in-place__bar" role="group" aria-label={t('Edit: {{label}}', { label })}>
            {tools}
            <button
              type="button"
              className="in-place__panel"
              onMouseDown={(e) => e.preventDefault()}
              onClick={(e) => {
                save()
                panel(e.currentTarget)
              }}
            >
              {t('English and Arabic')}
            </button>
          </div>
        )}
      />
    </Tag>
  )
}
