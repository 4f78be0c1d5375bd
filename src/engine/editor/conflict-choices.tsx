import { useId } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { isolate } from '../../i18n/isolate.ts'
import { localize } from '../../i18n/localize.ts'
import type { AnySchema } from '../../../schemas/fields.ts'
import { itemTitle } from '../item-title.ts'
import type { Choices, Conflict } from './merge.ts'

/** A value as a line of text, to compare two versions of one field; a path or file reads left to right in Arabic too. */
export function summary(value: unknown, lng: string, deleted: string, schema?: AnySchema): string {
  if (value === undefined || value === null) return deleted
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value) || '—'
  const v = value as Record<string, unknown>
  if (typeof v.en === 'string' || typeof v.ar === 'string') {
    const text = `${v.en ?? ''}${v.en && v.ar ? ' / ' : ''}${v.ar ?? ''}`
    return text.replace(/<[^>]*>/g, ' ').trim() || '—'
  }
  if (typeof v.src === 'string') return `${isolate(v.src)} ${localize(v.alt as never, lng)}`.trim()
  if (v.label && typeof v.path === 'string') return `${localize(v.label as never, lng)} → ${isolate(v.path)}`
  return itemTitle(value, schema, lng) || JSON.stringify(value).slice(0, 120)
}

/** Both versions of each field two editors changed, and the choice of which to keep. */
export function ConflictChoices({
  conflicts,
  choices,
  onChoose,
}: {
  conflicts: Conflict[]
  choices: Choices
  onChoose: (choices: Choices) => void
}) {
  const { t, i18n } = useI18n()
  const name = useId()
  return (
    <section className="editor-conflicts" aria-labelledby={`${name}-title`}>
      <h3 id={`${name}-title`}>{t('Someone else changed the same text. Choose which version to keep.')}</h3>
      <p>{t('Their other changes and yours are kept together.')}</p>
      {conflicts.map((c, i) => (
        <fieldset key={c.key} className="editor-conflict">
          <legend>{c.labels.join(' › ')}</legend>
          {(['mine', 'theirs'] as const).map((side) => (
            <label key={side} className="editor-conflict__option">
              <input
                type="radio"
                name={`${name}-${i}`}
                checked={(choices[c.key] ?? 'theirs') === side}
                onChange={() => onChoose({ ...choices, [c.key]: side })}
              />
              <span>
                <strong>{side === 'mine' ? t('Your version') : t('Their version')}</strong>{' '}
                <span className="editor-conflict__value">{summary(c[side], i18n.language, t('(deleted)'), c.schema)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
    </section>
  )
}
