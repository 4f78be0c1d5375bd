import { useI18n } from '../../../i18n/translation.tsx'
import type { AnySchema } from '../../../../schemas/fields.ts'
import { missingTranslations } from '../../../../schemas/translations.ts'
import { fieldKind } from '../../../../schemas/walk.ts'

/** Longer than the widest panel shows on one line: CSS cuts the rest, with its ellipsis at the text's end. */
const SHOWN = 300
/** Paths, addresses, e-mails and colours read left to right in an Arabic interface too. */
const LATIN_KINDS = new Set(['href', 'image', 'video', 'icon', 'email', 'color', 'date'])
const ADDRESS = /^(\/|#|https?:|mailto:|tel:)/i

type Preview = { text: string; lang?: 'en' | 'ar'; dir: 'ltr' | 'rtl' | 'auto' }

/**
 * The start of a folded field's value, written the way it reads: a two-language text in the
 * interface language (else the other), with its own direction, so an Arabic line starts at the
 * right and its ellipsis falls at its logical end; a path or address isolated left to right.
 */
export function previewOf(schema: AnySchema | undefined, value: unknown, lng: string): Preview | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    const text = String(value).slice(0, SHOWN) || '—'
    const latin = (schema && LATIN_KINDS.has(fieldKind(schema) ?? '')) || ADDRESS.test(text)
    return { text, dir: latin ? 'ltr' : 'auto' }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value) || !('en' in value || 'ar' in value)) return undefined
  const v = value as { en?: unknown; ar?: unknown }
  const first = lng.startsWith('ar') ? 'ar' : 'en'
  const lang = typeof v[first] === 'string' && plain(v[first]) ? first : first === 'ar' ? 'en' : 'ar'
  const text = typeof v[lang] === 'string' ? plain(v[lang]).slice(0, SHOWN) : ''
  return text ? { text, lang, dir: lang === 'ar' ? 'rtl' : 'ltr' } : { text: '—', dir: 'auto' }
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** A folded field or list item: its name, the start of its value, and badges; a click opens it. */
export function FieldSummary({
  label,
  schema,
  value,
  expanded,
  onToggle,
  controls,
  draft,
}: {
  label: string
  schema: AnySchema | undefined
  value: unknown
  expanded: boolean
  onToggle: () => void
  controls: string
  draft?: boolean
}) {
  const { t, i18n } = useI18n()
  const missing = schema ? missingTranslations(schema, value).length : 0
  const preview = expanded ? undefined : previewOf(schema, value, i18n.language)
  return (
    <button
      type="button"
      className="editor-fold__toggle"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onToggle}
    >
      <span className="editor-fold__label">{label}</span>
      {preview && (
        <span className="editor-fold__preview" dir={preview.dir} lang={preview.lang}>
          {preview.text}
        </span>
      )}
      {draft && <span className="editor-badge editor-badge--draft">{t('Draft')}</span>}
      {missing > 0 && (
        <span className="editor-badge editor-badge--missing">{t('Missing translations: {{count}}', { count: missing })}</span>
      )}
    </button>
  )
}
