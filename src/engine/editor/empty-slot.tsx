import { useI18n } from '../../i18n/translation.tsx'
import type { EmptySlotProps } from '../editor-host-context.tsx'
import { useTranslatorOnly } from './translator.ts'
import { useBlockAdmin } from './use-block-admin.ts'
import './editor.css'

/** Edit mode only: the layout has a place here and no block fills it yet. */
export default function EmptySlot({ slug, order, blockType, label }: EmptySlotProps) {
  const { t } = useI18n()
  const admin = useBlockAdmin(slug)
  const translatorOnly = useTranslatorOnly()
  // A translator adds nothing: the empty place is not theirs to fill.
  if (translatorOnly) return null
  return (
    <section className="empty-slot" aria-label={t('Empty place: {{label}}', { label })}>
      <p>{t('This page has a place for a {{label}} block here (#{{order}}), and it is empty.', { label, order })}</p>
      <button
        type="button"
        className="button button--ghost"
        disabled={admin.add.isPending}
        onClick={() => admin.add.mutate({ blockType, at: { order }, label })}
      >
        + {t('Add {{label}} here', { label })}
      </button>
    </section>
  )
}
