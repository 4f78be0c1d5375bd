import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react'
import { useI18n } from '../../../i18n/translation.tsx'
import { cleanPastedHtml } from './paste-clean.ts'
import { fromEditorHtml, richExtensions, toEditorHtml } from './rich-schema.ts'
import './rich-editor.css'

type Tool = 'paragraph' | 'bold' | 'list'

const FACES: Record<Tool, { name: string; face: ReactNode; keys?: string }> = {
  paragraph: { name: 'Paragraph', face: '¶' },
  bold: { name: 'Bold', face: <strong>B</strong>, keys: 'Control+B' },
  list: { name: 'List', face: '•≡' },
}

export interface RichEditorProps {
  /** The stored HTML (or plain text, read a line a paragraph). */
  value: string
  /** Called only when the text changes, with the HTML as stored: focus and blur save nothing. */
  onChange: (html: string) => void
  lang: 'en' | 'ar'
  /** The least height, in lines (spec: 12 rows for a bilingual text). */
  rows?: number
  /** The element that names the text box (its language's label), or its name. */
  labelledBy?: string
  label?: string
  describedBy?: string
  invalid?: boolean
  readOnly?: boolean
  className?: string
  /** Keys the text's owner handles first (Escape on the page); true when handled. */
  onKeyDown?: (event: KeyboardEvent) => boolean
  onBlur?: () => void
  /** Puts the tools in place (beside the language's label, over the text on the page). */
  toolbarSlot?: (tools: ReactNode) => ReactNode
}

/**
 * Rich text as editors see it (Tiptap on ProseMirror): paragraph, bold and list tools with their
 * state (aria-pressed), Ctrl/Cmd+B, undo within the text, pastes from Word or Google Docs cleaned
 * to the allowed tags. Each paragraph takes its direction from its own first letters
 * (unicode-bidi: plaintext), so an English paragraph in the Arabic text reads left to right and an
 * English word inside Arabic keeps its place.
 */
export function RichEditor({
  value,
  onChange,
  lang,
  rows,
  labelledBy,
  label,
  describedBy,
  invalid,
  readOnly,
  className,
  onKeyDown,
  onBlur,
  toolbarSlot,
}: RichEditorProps) {
  const { t } = useI18n()
  // What this editor last handed out: a value coming back unchanged is not loaded again.
  const emitted = useRef(value)
  const handlers = useRef({ onChange, onKeyDown, onBlur })
  handlers.current = { onChange, onKeyDown, onBlur }
  const dir = lang === 'ar' ? 'rtl' : 'ltr'
  const editor = useEditor(
    {
      extensions: richExtensions,
      content: toEditorHtml(value),
      editable: !readOnly,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          lang,
          dir,
          class: 'rich-editor__text',
          ...(labelledBy ? { 'aria-labelledby': labelledBy } : label ? { 'aria-label': label } : {}),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        },
        transformPastedHTML: cleanPastedHtml,
        handleKeyDown: (_view, event) => handlers.current.onKeyDown?.(event) ?? false,
      },
      onUpdate: ({ editor: ed }) => {
        const html = fromEditorHtml(ed.getHTML())
        emitted.current = html
        handlers.current.onChange(html)
      },
      onBlur: () => handlers.current.onBlur?.(),
    },
    [lang, labelledBy, label, describedBy, invalid, readOnly],
  )
  // A change from outside (a style-guide fix, a merge, undo) is loaded without counting as typing.
  useEffect(() => {
    if (value === emitted.current) return
    emitted.current = value
    editor.commands.setContent(toEditorHtml(value), { emitUpdate: false })
  }, [value, editor])
  const state = useEditorState({
    editor,
    selector: ({ editor: ed }) => ({
      bold: ed.isActive('bold'),
      list: ed.isActive('bulletList'),
      paragraph: ed.isActive('paragraph') && !ed.isActive('bulletList') && !ed.isActive('orderedList'),
    }),
  })
  const use = (tool: Tool) => {
    const chain = editor.chain().focus()
    if (tool === 'bold') chain.toggleBold().run()
    else if (tool === 'list') chain.toggleBulletList().run()
    else if (editor.isActive('listItem')) chain.liftListItem('listItem').run()
    else chain.setParagraph().run()
  }
  const tools = readOnly ? null : (
    <span className="editor-tools" role="toolbar" aria-label={t('Formatting')}>
      {(Object.keys(FACES) as Tool[]).map((tool) => (
        <button
          key={tool}
          type="button"
          aria-pressed={state[tool]}
          // The text keeps its selection: a tool applies to what was selected.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => use(tool)}
          title={FACES[tool].keys ? `${t(FACES[tool].name)} (${FACES[tool].keys})` : t(FACES[tool].name)}
          aria-label={t(FACES[tool].name)}
          aria-keyshortcuts={FACES[tool].keys}
        >
          {FACES[tool].face}
        </button>
      ))}
    </span>
  )
  const style = rows ? ({ '--rich-rows': rows } as CSSProperties) : undefined
  return (
    <div className={['rich-editor', className].filter(Boolean).join(' ')} style={style}>
      {toolbarSlot ? toolbarSlot(tools) : tools}
      <EditorContent editor={editor} />
    </div>
  )
}
