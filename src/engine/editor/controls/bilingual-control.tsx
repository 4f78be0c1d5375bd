import { type CSSProperties, useId, useRef } from 'react'
import type { Path } from '../../../../schemas/paths.ts'
import { useIssueProps } from '../field-issues.tsx'
import { useI18n } from '../../../i18n/translation.tsx'
import type { FieldKind } from '../../../../schemas/fields.ts'
import { missingLanguage } from '../../../../schemas/translations.ts'
import { fieldKind } from '../../../../schemas/walk.ts'
import type { Issue } from '../../../../schemas/copy-style/rules.ts'
import type { ControlProps } from '../control-props.ts'
import { useLanguageOrder } from '../field-label.ts'
import { CopyIssues, useCopyIssues } from './copy-issues.tsx'
import { HelpLine } from './help-line.tsx'
import { useTranslatorOnly } from '../translator.ts'
import { LazyRichEditor } from '../rich/lazy-rich-editor.tsx'

type Bilingual = { en: string; ar: string }
type PlainTool = 'paragraph' | 'list'

/** spec §9 (and §6 of the design): a line or label has 2 rows, a bilingual paragraph 12. */
export function rowsFor(kind: FieldKind | undefined): number {
  return kind === 'localizedLine' ? 2 : 12
}

/** The formatting tools a plain text offers (rich text has its own editor, src/engine/editor/rich): none on a line. */
export function toolsFor(kind: FieldKind | undefined): PlainTool[] {
  return kind === 'localizedLine' ? [] : ['paragraph', 'list']
}

/** Plain text's conventions for the tools: a blank line between paragraphs, a bullet mark per list line. */
export function applyTool(text: string, start: number, end: number, tool: PlainTool): { text: string; caret: number } {
  const selected = text.slice(start, end)
  const insert =
    tool === 'paragraph'
      ? `\n\n${selected}`
      : selected
          .split('\n')
          .map((l) => `• ${l.replace(/^\s*[•\-*]\s*/, '')}`)
          .join('\n')
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length }
}

const TOOL_FACE: Record<PlainTool, { name: string; face: React.ReactNode }> = {
  paragraph: { name: 'Paragraph', face: '¶' },
  list: { name: 'List', face: '•≡' },
}

function LanguageArea({
  lang,
  value,
  onChange,
  kind,
  describedBy,
  issues,
  path,
}: {
  /** The language's own path ([...field, 'en']): the server's refusal of it shows here. */
  path: Path
  lang: 'en' | 'ar'
  value: string
  onChange: (v: string) => void
  kind: FieldKind | undefined
  describedBy?: string
  /** The field's breaks of the style guide (both languages: this area shows its own). */
  issues: Issue[]
}) {
  const { t } = useI18n()
  const id = useId()
  const refused = useIssueProps(path, id)
  const ref = useRef<HTMLTextAreaElement>(null)
  const readOnly = useTranslatorOnly() && lang === 'en'
  const describedByAll = [describedBy, refused.invalid['aria-describedby']].filter(Boolean).join(' ') || undefined
  if (kind === 'richText')
    return (
      <div className="editor-bilingual__lang">
        <LazyRichEditor
          fallback={<div className="rich-editor__loading" style={{ '--rich-rows': rowsFor(kind) } as CSSProperties} />}
          value={value}
          onChange={onChange}
          lang={lang}
          rows={rowsFor(kind)}
          labelledBy={`${id}-label`}
          describedBy={describedByAll}
          invalid={!!refused.invalid['aria-invalid']}
          readOnly={readOnly}
          toolbarSlot={(tools) => (
            <div className="editor-bilingual__bar">
              <span id={`${id}-label`} className="editor-bilingual__label">
                {lang === 'en' ? t('English') : t('Arabic')}
              </span>
              {tools}
            </div>
          )}
        />
        {refused.issue}
        <CopyIssues lang={lang} text={value} issues={issues} onFix={onChange} />
      </div>
    )
  const tools = readOnly ? [] : toolsFor(kind)
  const use = (tool: PlainTool) => {
    const el = ref.current
    if (!el) return
    const next = applyTool(value, el.selectionStart, el.selectionEnd, tool)
    onChange(next.text)
    requestAnimationFrame(() => {
      el.focus()
      el.setSelectionRange(next.caret, next.caret)
    })
  }
  return (
    <div className="editor-bilingual__lang">
      <div className="editor-bilingual__bar">
        <label htmlFor={id}>{lang === 'en' ? t('English') : t('Arabic')}</label>
        {tools.length > 0 && (
          <span className="editor-tools" role="toolbar" aria-label={t('Formatting')}>
            {tools.map((tool) => (
              <button
                key={tool}
                type="button"
                onClick={() => use(tool)}
                title={t(TOOL_FACE[tool].name)}
                aria-label={t(TOOL_FACE[tool].name)}
              >
                {TOOL_FACE[tool].face}
              </button>
            ))}
          </span>
        )}
      </div>
      <textarea
        id={id}
        ref={ref}
        rows={rowsFor(kind)}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        lang={lang}
        value={value}
        readOnly={readOnly}
        aria-describedby={describedByAll}
        aria-invalid={refused.invalid['aria-invalid']}
        onChange={(e) => onChange(e.target.value)}
      />
      {refused.issue}
      <CopyIssues lang={lang} text={value} issues={issues} onFix={onChange} />
    </div>
  )
}

/** 'Arabic missing' beside a bilingual value written in one language only. */
export function MissingBadge({ value }: { value: unknown }) {
  const { t } = useI18n()
  const missing = missingLanguage(value)
  if (!missing) return null
  return <span className="editor-badge editor-badge--missing">{missing === 'ar' ? t('Arabic missing') : t('English missing')}</span>
}

/** Two text areas, English and Arabic (right-to-left); the interface language's comes first. */
export function BilingualControl({ value, onChange, label, help, schema, path }: ControlProps<Bilingual | undefined>) {
  const helpId = useId()
  const order = useLanguageOrder()
  const current = { en: value?.en ?? '', ar: value?.ar ?? '' }
  const kind = fieldKind(schema)
  const issues = useCopyIssues(current, path, kind)
  return (
    <fieldset className="editor-field editor-bilingual">
      <legend>
        {label} <MissingBadge value={current} />
      </legend>
      <HelpLine id={helpId} text={help} />
      {order.map((lang) => (
        <LanguageArea
          key={lang}
          lang={lang}
          value={current[lang]}
          kind={kind}
          describedBy={help ? helpId : undefined}
          issues={issues}
          path={[...path, lang]}
          onChange={(text) => onChange({ ...current, [lang]: text })}
        />
      ))}
    </fieldset>
  )
}
