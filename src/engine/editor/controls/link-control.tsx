import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ControlProps } from '../control-props.ts'

type LinkValue = { label?: { en?: string; ar?: string }; path?: string }

/** spec §9: link labels have 2 rows each, then the path. */
export const LINK_LABEL_ROWS = 2

export function LinkControl({ value, onChange, label }: ControlProps<LinkValue | undefined>) {
  const { t } = useTranslation()
  const ids = [useId(), useId(), useId()]
  const labels = { en: value?.label?.en ?? '', ar: value?.label?.ar ?? '' }
  const set = (patch: Partial<LinkValue>) => onChange({ label: labels, path: value?.path ?? '#', ...patch })
  return (
    <fieldset className="editor-field editor-link">
      <legend>{label}</legend>
      <label htmlFor={ids[0]}>{t('Label (English)')}</label>
      <textarea id={ids[0]} rows={LINK_LABEL_ROWS} value={labels.en} onChange={(e) => set({ label: { ...labels, en: e.target.value } })} />
      <label htmlFor={ids[1]}>{t('Label (Arabic)')}</label>
      <textarea
        id={ids[1]}
        rows={LINK_LABEL_ROWS}
        dir="rtl"
        lang="ar"
        value={labels.ar}
        onChange={(e) => set({ label: { ...labels, ar: e.target.value } })}
      />
      <label htmlFor={ids[2]}>{t('Path')}</label>
      <input id={ids[2]} type="text" dir="ltr" value={value?.path ?? ''} onChange={(e) => set({ path: e.target.value })} />
    </fieldset>
  )
}
