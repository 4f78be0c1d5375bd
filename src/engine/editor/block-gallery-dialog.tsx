import { useId, useMemo, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { fieldLabel } from '../../../schemas/walk.ts'
import { blockLabel } from '../block-view.tsx'
import { useAddableBlocks, useRegistry } from '../engine-context.tsx'
import { BlockPreview } from './block-preview.tsx'
import { DialogFrame } from './dialog-frame.tsx'

/**
 * Add block: every block type an editor can add, as a card with its name in the interface
 * language and a small picture of a new one; a search box narrows them (by either language's
 * name). Choosing one answers with its key.
 */
export function BlockGalleryDialog({ onChoose, onClose }: { onChoose: (key: string, label: string) => void; onClose: () => void }) {
  const { t, i18n } = useI18n()
  const registry = useRegistry()
  const keys = useAddableBlocks()
  const titleId = useId()
  const searchId = useId()
  const [query, setQuery] = useState('')
  const cards = useMemo(
    () =>
      keys.map((key) => {
        const def = registry[key]
        const names = def ? fieldLabel(def.schema) : undefined
        return { key, label: blockLabel(registry[key], i18n.language, key), words: [key, names?.en, names?.ar].join(' ').toLowerCase() }
      }),
    [keys, registry, i18n.language],
  )
  const words = query.trim().toLowerCase()
  const shown = words ? cards.filter((c) => c.words.includes(words) || c.label.toLowerCase().includes(words)) : cards
  return (
    <DialogFrame labelledBy={titleId} onDismiss={onClose} className="block-gallery-dialog">
      <div className="editor-dialog__head block-gallery-dialog__head">
        <h2 id={titleId}>{t('Add a block')}</h2>
        <label htmlFor={searchId} className="block-gallery-dialog__search">
          <span>{t('Find a block type')}</span>
          <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} data-autofocus />
        </label>
      </div>
      <div className="editor-dialog__body">
        {shown.length === 0 ? (
          <p role="status">{t('No block type matches “{{query}}”.', { query: query.trim() })}</p>
        ) : (
          <ul className="block-gallery-dialog__cards">
            {shown.map(({ key, label }) => {
              const def = registry[key]
              return (
                <li key={key}>
                  <button type="button" className="block-card" onClick={() => onChoose(key, label)}>
                    {def && <BlockPreview blockKey={key} def={def} />}
                    <span className="block-card__label">{label}</span>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </div>
      <div className="editor-dialog__foot">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('Cancel')}
        </button>
      </div>
    </DialogFrame>
  )
}
