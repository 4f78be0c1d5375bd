import { useI18n } from '../../../i18n/translation.tsx'
import type { AnySchema } from '../../../../schemas/fields.ts'
import { missingTranslations } from '../../../../schemas/translations.ts'
import { summary } from '../conflict-choices.tsx'

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
  const preview = summary(value, i18n.language, '').slice(0, 80)
  return (
    <button
      type="button"
      className="editor-fold__toggle"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onToggle}
    >
      <span className="editor-fold__label">{label}</span>
      {!expanded && preview && typeof value !== 'object' ? <span className="editor-fold__preview">{preview}</span> : null}
      {!expanded && value && typeof value === 'object' && !Array.isArray(value) && ('en' in value || 'ar' in value) ? (
        <span className="editor-fold__preview">{preview}</span>
      ) : null}
      {draft && <span className="editor-badge editor-badge--draft">{t('Draft')}</span>}
      {missing > 0 && (
        <span className="editor-badge editor-badge--missing">{t('Missing translations: {{count}}', { count: missing })}</span>
      )}
    </button>
  )
}
