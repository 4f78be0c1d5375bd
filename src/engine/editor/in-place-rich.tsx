import { useMemo, useRef, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { getAt, pathKey, setAt } from '../../../schemas/paths.ts'
import { anchorOf, useFieldLabel } from '../inline/edit-handle.ts'
import { useEditorHost, type InPlaceProps } from '../editor-host-context.tsx'
import { EditTransaction } from './edit-transaction.ts'
import { LazyRichEditor } from './rich/lazy-rich-editor.tsx'

type Bilingual = { en?: string; ar?: string }

/**
 * Rich text typed where it stands, in the page's language, with paragraph, bold and list over it
 * while it has focus. Leaving the text saves it at once (the editor's commit: shown at once,
 * rolled back when the save fails, one undo step); Escape puts back what was there. The other
 * language is a click away, in the panel that shows both.
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
  const save = () => {
    const html = typed.current
    typed.current = undefined
    if (html === undefined || html === stored || !host) return
    const value = { ...(getAt(target.content, path) as Bilingual | undefined), [lang]: html }
    edit.commit(host, target, setAt(target.content, path, value))
  }
  const panel = (el: Element) => host?.open({ target, path, anchor: anchorOf(el) })
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
        }}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return false
          typed.current = undefined
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
