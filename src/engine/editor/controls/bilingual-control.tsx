import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldKind } from '../../../../schemas/walk.ts'
import type { ControlProps } from '../control-props.ts'

type Bilingual = { en: string; ar: string }

/** spec §9: bilingual text areas have 12 rows. */
export const BILINGUAL_ROWS = 12

type Tool = 'paragraph' | 'bold' | 'list'

/** Inserts markup around the selection: HTML tags for rich text, plain text conventions otherwise. */
export function applyTool(text: string, start: number, end: number, tool: Tool, rich: boolean): { text: string; caret: number } {
  const selected = text.slice(start, end)
  let insert: string
  if (rich) {
    if (tool === 'bold') insert = `<strong>${selected}</strong>`
    else if (tool === 'paragraph') insert = `<p>${selected}</p>`
    else
      insert = `<ul>${(selected || ' ')
        .split('\n')
        .map((l) => `<li>${l.trim()}</li>`)
        .join('')}</ul>`
  } else if (tool === 'paragraph') insert = `\n\n${selected}`
  else if (tool === 'list')
    insert = (selected || '')
      .split('\n')
      .map((l) => `• ${l.replace(/^\s*[•\-*]\s*/, '')}`)
      .join('\n')
  else insert = selected
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length }
}

function LanguageArea({ lang, value, onChange, rich }: { lang: 'en' | 'ar'; value: string; onChange: (v: string) => void; rich: boolean }) {
  const { t } = useTranslation()
  const id = useId()
  const ref = useRef<HTMLTextAreaElement>(null)
  const use = (tool: Tool) => {
    const el = ref.current
    if (!el) return
    const next = applyTool(value, el.selectionStart, el.selectionEnd, tool, rich)
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
        <span className="editor-tools" role="toolbar" aria-label={t('Formatting')}>
          <button type="button" onClick={() => use('paragraph')} title={t('Paragraph')} aria-label={t('Paragraph')}>
            ¶
          </button>
          <button type="button" onClick={() => use('bold')} title={t('Bold')} aria-label={t('Bold')} disabled={!rich}>
            <strong>B</strong>
          </button>
          <button type="button" onClick={() => use('list')} title={t('List')} aria-label={t('List')}>
            •≡
          </button>
        </span>
      </div>
      <textarea
        id={id}
        ref={ref}
        rows={BILINGUAL_ROWS}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        lang={lang}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}

/** Two text areas, English and Arabic (right-to-left), with paragraph, bold and list tools. */
export function BilingualControl({ value, onChange, label, schema }: ControlProps<Bilingual | undefined>) {
  const current = { en: value?.en ?? '', ar: value?.ar ?? '' }
  const rich = fieldKind(schema) === 'richText'
  return (
    <fieldset className="editor-field editor-bilingual">
      <legend>{label}</legend>
      <LanguageArea lang="en" value={current.en} rich={rich} onChange={(en) => onChange({ ...current, en })} />
      <LanguageArea lang="ar" value={current.ar} rich={rich} onChange={(ar) => onChange({ ...current, ar })} />
    </fieldset>
  )
}
