import { type ClipboardEvent, type KeyboardEvent, type MouseEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useI18n } from '../../i18n/translation.tsx'
import { getAt, type Path, pathKey, setAt } from '../../../schemas/paths.ts'
import { isHidden } from '../../../schemas/publish.ts'
import { useOptionalBlock } from '../block-context.tsx'
import { useEditorHost, type InPlaceTextProps } from '../editor-host-context.tsx'
import { useFieldLabel } from '../inline/edit-handle.ts'
import { blockLabel } from '../block-view.tsx'
import { registryKey, useRegistry } from '../engine-context.tsx'
import { typing } from './drafts.ts'
import { EditTransaction } from './edit-transaction.ts'
import { takeInPlaceStart } from './in-place-start.ts'

/** About the height of the floating bar under a text (its button, at least 44 px on a phone). */
const BAR_HEIGHT = 56

type Bilingual = { en?: string; ar?: string }

// The handle's own props (src/engine/inline/edit-handle.ts), made here: what visitors' code
// exports for the editor's chunk stays as it was (every export costs every page bytes).
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')
function inDraftItem(content: unknown, path: Path): boolean {
  for (let n = path.length; n > 0; n--) if (typeof path[n - 1] === 'number' && isHidden(getAt(content, path.slice(0, n)))) return true
  return false
}

/** The element's content as visitors see it: the text, a paragraph a line, or the editors' '…' when empty. */
function fill(el: HTMLElement, text: string, lines: boolean, editing: boolean) {
  const doc = el.ownerDocument
  const paragraph = (line: string, empty = false) => {
    const p = doc.createElement('p')
    if (empty) p.className = 'editable__empty'
    // An empty paragraph being typed in needs a line to hold the caret.
    if (line) p.textContent = line
    else p.append(empty ? '…' : doc.createElement('br'))
    return p
  }
  if (!lines) {
    if (text || editing) el.textContent = text
    else {
      const span = doc.createElement('span')
      span.className = 'editable__empty'
      span.textContent = '…'
      el.replaceChildren(span)
    }
    return
  }
  const shown = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  if (editing) el.replaceChildren(...(shown.length ? shown : ['']).map((l) => paragraph(l)))
  else el.replaceChildren(...(shown.length ? shown.map((l) => paragraph(l)) : [paragraph('…', true)]))
}

/** What is typed: one line, or a line per paragraph (a line break typed in one counts too). */
function read(el: HTMLElement, lines: boolean): string {
  if (!lines) return (el.textContent ?? '').replace(/\s*\n\s*/g, ' ')
  const blocks = [...el.childNodes].map((n) => (n instanceof HTMLElement ? (n.innerText ?? n.textContent ?? '') : (n.textContent ?? '')))
  return blocks
    .join('\n')
    .replace(/\n{2,}/g, '\n')
    .trim()
}

/** The caret where the click landed, else at the end. */
function placeCaret(el: HTMLElement, at?: { x: number; y: number }) {
  const doc = el.ownerDocument
  const selection = doc.getSelection()
  if (!selection) return
  const hit = at && typeof doc.caretRangeFromPoint === 'function' ? doc.caretRangeFromPoint(at.x, at.y) : null
  const range = hit && el.contains(hit.startContainer) ? hit : doc.createRange()
  if (range !== hit) {
    range.selectNodeContents(el)
    range.collapse(false)
  }
  selection.removeAllRanges()
  selection.addRange(range)
}

/**
 * A plain text (a title, a label, paragraphs) typed where it stands, in the page's language:
 * a click or Enter/Space on it makes it editable in place, in its own font and place. Enter
 * saves a one-line text (in paragraphs it starts a new one; Ctrl/Cmd+Enter saves), leaving it
 * saves, Escape puts back what was there. Every change is kept in this browser as it is typed,
 * so a reload offers it back. The other language is a click away, in the panel that shows both
 * (with the spec's row counts). English is the site's fallback: it is never saved empty.
 */
export default function InPlaceText({ field, as: Tag = 'span', className, id, lines = false }: InPlaceTextProps) {
  const host = useEditorHost()
  const target = useOptionalBlock()
  const label = useFieldLabel(field.$path)
  const { t, i18n } = useI18n()
  const lang = i18n.language === 'ar' ? 'ar' : 'en'
  const path = field.$path
  const value = getAt(target?.content, path) as Bilingual | undefined
  const stored = value?.[lang] ?? ''
  const el = useRef<HTMLElement>(null)
  const [editing, setEditing] = useState<{ x: number; y: number } | true | false>(false)
  const [empty, setEmpty] = useState(false)
  const [bar, setBar] = useState<{ top: number; left: number } | null>(null)
  // What is typed and not yet saved; undefined when nothing was typed.
  const typed = useRef<string | undefined>(undefined)
  const block = target?.block
  // One edit for as long as this text is on screen: it remembers the drafts it kept.
  const slug = target?.slug ?? ''
  const blockId = block?.id ?? ''
  const at = pathKey(path)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `at` stands for the path
  const edit = useMemo(() => new EditTransaction({ slug, blockId, path }), [slug, blockId, at])
  const registry = useRegistry()
  const kind = block && registryKey(registry, block.block_type)
  const blockName = block ? blockLabel(kind ? registry[kind] : undefined, i18n.language, block.block_type) : ''
  // Focus goes back to the text once it is no longer typed in (Enter, Escape).
  const refocus = useRef(false)

  // The text as stored, drawn by hand rather than by React: while it is typed in, the browser
  // owns these nodes, and React never holds one it could later find gone.
  useLayoutEffect(() => {
    if (editing || !el.current) return
    fill(el.current, stored, lines, false)
    if (refocus.current) el.current.focus()
    refocus.current = false
  }, [editing, stored, lines])

  useLayoutEffect(() => {
    const node = el.current
    if (!editing || !node) return
    fill(node, stored, lines, true)
    node.focus()
    placeCaret(node, editing === true ? undefined : editing)
    // Only the text it started from: a save landing meanwhile does not pull the text from under the caret.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing])

  // The panel's button follows the text as the page scrolls or the text grows.
  useEffect(() => {
    if (!editing) return setBar(null)
    const place = () => {
      const r = el.current?.getBoundingClientRect()
      if (!r) return
      const rtl = el.current?.closest('[dir]')?.getAttribute('dir') === 'rtl'
      // Below the text, or above it when the text sits at the bottom of the screen (a button
      // below the screen could not be reached).
      const below = r.bottom + 6
      const top = below + BAR_HEIGHT > window.innerHeight ? Math.max(8, r.top - BAR_HEIGHT - 6) : below
      setBar({ top, left: rtl ? Math.max(8, r.right - 200) : r.left })
    }
    place()
    window.addEventListener('scroll', place, true)
    window.addEventListener('resize', place)
    return () => {
      window.removeEventListener('scroll', place, true)
      window.removeEventListener('resize', place)
    }
  }, [editing])

  // Clicked while the editor's code loaded: typed from where the click landed, now that it is here.
  useEffect(() => {
    if (!block) return
    const at = takeInPlaceStart(block.id, path)
    if (!at) return
    typing.add(`${block.id}:${block.version}`)
    setEditing(at)
    // Once, as it first draws.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // A page leaving keeps the text as it stands, even where a storage write during typing failed.
  const onLeave = useRef(() => {})
  useEffect(() => {
    if (!editing) return
    const leave = () => onLeave.current()
    window.addEventListener('pagehide', leave)
    return () => window.removeEventListener('pagehide', leave)
  }, [editing])

  if (!host || !target || !block || !target.editing) return null
  const name = label ? t('Edit: {{label}}', { label }) : t('Edit')
  const draft = inDraftItem(block.content, path)
  const key = { blockId: block.id, version: block.version }
  const withTyped = (text: string) => setAt(target.content, path, { ...value, [lang]: text })

  const origin = { base: { content: block.content, version: key.version }, from: target.content }
  const keep = (text: string) => edit.keep(withTyped(text), origin, label ? `${blockName}: ${label}` : blockName)
  onLeave.current = () => {
    if (typed.current !== undefined) keep(typed.current)
  }
  const stop = (focus = false) => {
    refocus.current = focus
    typing.delete(`${key.blockId}:${key.version}`)
    typed.current = undefined
    setEmpty(false)
    setEditing(false)
  }
  const start = (e: MouseEvent | KeyboardEvent) => {
    e.preventDefault()
    e.stopPropagation()
    if (editing) return
    typing.add(`${key.blockId}:${key.version}`)
    setEditing('clientX' in e ? { x: e.clientX, y: e.clientY } : true)
  }
  /** Saves what is typed (the editor's commit: shown at once, rolled back if the save fails, one undo step). */
  const save = (focus = false) => {
    const text = typed.current === undefined ? undefined : lines ? typed.current : typed.current.trim()
    if (text !== undefined && lang === 'en' && !text.trim()) {
      setEmpty(true)
      return
    }
    if (text === undefined || text === stored) edit.forget(key.version)
    else edit.commit(host, target, withTyped(text))
    stop(focus)
  }
  const cancel = () => {
    edit.forget(key.version)
    stop(true)
  }
  const both = () => {
    const text = typed.current
    stop()
    // The panel starts from what was typed; its own Save saves both languages.
    host.open({
      target,
      path,
      opener: el.current,
      draft: text === undefined || text === stored ? undefined : withTyped(text),
    })
  }

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!editing) {
      if (e.key === 'Enter' || e.key === ' ') start(e)
      return
    }
    e.stopPropagation()
    if (e.key === 'Escape') {
      e.preventDefault()
      cancel()
    } else if (e.key === 'Enter' && (!lines || e.ctrlKey || e.metaKey)) {
      e.preventDefault()
      save(true)
    } else if (lines && (e.ctrlKey || e.metaKey) && ['b', 'i', 'u'].includes(e.key.toLowerCase())) e.preventDefault()
  }
  const onInput = () => {
    if (!el.current) return
    const text = read(el.current, lines)
    typed.current = text
    if (empty && text.trim()) setEmpty(false)
    keep(text)
  }

  return (
    <>
      <Tag
        ref={el}
        id={id}
        {...(editing
          ? {
              className: classes(className, 'editable in-place-text'),
              contentEditable: lines ? true : 'plaintext-only',
              suppressContentEditableWarning: true,
              role: 'textbox',
              'aria-label': label || name,
              'aria-multiline': lines,
              'aria-invalid': empty || undefined,
              dir: lang === 'ar' ? 'rtl' : 'ltr',
              lang,
              onInput,
              // Pasted formatting never enters a plain text.
              onPaste: (e: ClipboardEvent) => {
                e.preventDefault()
                const text = e.clipboardData.getData('text/plain')
                document.execCommand('insertText', false, lines ? text : text.replace(/\s*\n\s*/g, ' '))
              },
              onBlur: () => save(),
              // A click places the caret: it never follows a link or presses a button the text sits in.
              onClick: (e: MouseEvent) => {
                e.preventDefault()
                e.stopPropagation()
              },
            }
          : {
              className: classes(className, 'editable', draft && 'editable--draft'),
              role: 'button',
              tabIndex: 0,
              title: name,
              'data-draft': draft ? t('Draft') : undefined,
              onClick: start,
            })}
        onKeyDown={onKeyDown}
        data-edit-path={pathKey(path)}
        // Typed where it stands (not the panel a click opens while the editor's code loads).
        data-in-place="text"
      />
      {bar &&
        createPortal(
          <div className="in-place-text__bar" style={{ top: bar.top, left: bar.left }} role="group" aria-label={name}>
            {empty && (
              <p className="in-place-text__problem" role="alert">
                {t('Write it in English; the Arabic can follow.')}
              </p>
            )}
            <button type="button" className="in-place-text__both" onMouseDown={(e) => e.preventDefault()} onClick={both}>
              {t('English and Arabic')}
            </button>
          </div>,
          document.body,
        )}
    </>
  )
}
