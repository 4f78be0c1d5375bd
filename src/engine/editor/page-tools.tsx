import { useId, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { blockLabel } from '../block-view.tsx'
import { useAddableBlocks, useRegistry } from '../engine-context.tsx'
import { ScheduledOnPage } from './scheduled-list.tsx'
import { useTranslatorOnly } from './translator.ts'
import { useBlockAdmin } from './use-block-admin.ts'
import './editor.css'

/** Below the last block: add a block of any registered type (it goes after the layout's places); what is scheduled on the page. */
export default function PageTools({ slug }: { slug: string }) {
  const { t, i18n } = useI18n()
  const id = useId()
  const registry = useRegistry()
  const admin = useBlockAdmin(slug)
  const choices = useAddableBlocks()
  const translatorOnly = useTranslatorOnly()
  const [type, setType] = useState(choices[0] ?? '')
  if (translatorOnly) return null
  return (
    <>
      <div className="page-tools">
        <label htmlFor={id}>{t('Block type')}</label>
        <select id={id} value={type} onChange={(e) => setType(e.target.value)}>
          {choices.map((k) => (
            <option key={k} value={k}>
              {blockLabel(registry[k], i18n.language, k)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--primary"
          disabled={admin.add.isPending || !type}
          onClick={() => admin.add.mutate({ blockType: type, label: blockLabel(registry[type], i18n.language, type) })}
        >
          + {t('Add block')}
        </button>
      </div>
      <ScheduledOnPage slug={slug} />
    </>
  )
}
