import { useId } from 'react'
import { useI18n } from '../../../i18n/translation.tsx'
import type { ControlProps } from '../control-props.ts'
import { useLanguageOrder } from '../field-label.ts'
import { MissingBadge } from './bilingual-control.tsx'
import { CopyIssues, useCopyIssues } from './copy-issues.tsx'
import { useIssueProps } from '../field-issues.tsx'
import { HelpLine } from './help-line.tsx'
import { PathPicker } from './path-picker.tsx'
import { useTranslatorOnly } from '../translator.ts'

type LinkValue = { label?: { en?: string; ar?: string }; path?: string }

/** spec §9: link labels have 2 rows each, then the path. A translator reads the English label and the path, and writes the Arabic. */
export function LinkControl({ value, onChange, label, help, path }: ControlProps<LinkValue | undefined>) {
  const { t } = useI18n()
  const order = useLanguageOrder()
  const ids = { en: useId(), ar: useId(), path: useId() }
  const labels = { en: value?.label?.en ?? '', ar: value?.label?.ar ?? '' }
  const set = (patch: Partial<LinkValue>) => onChange({ label: labels, path: value?.path ?? '#', ...patch })
  const issues = useCopyIssues(labels, path, 'link')
  const translatorOnly = useTranslatorOnly()
  const refused = {
    en: useIssueProps([...path, 'label', 'en'], ids.en),
    ar: useIssueProps([...path, 'label', 'ar'], ids.ar),
    path: useIssueProps([...path, 'path'], ids.path),
  }
  return (
    <fieldset className="editor-field editor-link">
      <legend>
        {label} <MissingBadge value={labels} />
      </legend>
      <HelpLine text={help} />
      {order.map((lang) => (
        <div key={lang} className="editor-link__label">
          <label htmlFor={ids[lang]}>{lang === 'en' ? t('Label (English)') : t('Label (Arabic)')}</label>
          <textarea
            id={ids[lang]}
            rows={2}
            dir={lang === 'ar' ? 'rtl' : 'ltr'}
            lang={lang}
            value={labels[lang]}
            readOnly={translatorOnly && lang === 'en'}
            onChange={(e) => set({ label: { ...labels, [lang]: e.target.value } })}
            {...refused[lang].invalid}
          />
          {refused[lang].issue}
          <CopyIssues lang={lang} text={labels[lang]} issues={issues} onFix={(text) => set({ label: { ...labels, [lang]: text } })} />
        </div>
      ))}
      <label htmlFor={ids.path}>{t('Path')}</label>
      {translatorOnly ? (
        <input id={ids.path} type="text" dir="ltr" readOnly value={value?.path ?? ''} />
      ) : (
        <PathPicker id={ids.path} value={value?.path ?? ''} onChange={(path) => set({ path })} {...refused.path.invalid} />
      )}
      {refused.path.issue}
    </fieldset>
  )
}
