import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { blockLabel } from '../block-view.tsx'
import { useContentEdits } from '../content-edits.ts'
import { registryKey, useRegistry } from '../engine-context.tsx'
import { blockTitle } from '../item-title.ts'
import { DialogFrame } from './dialog-frame.tsx'
import { useBlockAdmin } from './use-block-admin.ts'
import { dateFormat, dateTimeFormat } from '../../i18n/date-format.ts'

/** A page's blocks deleted in the last 30 days, each with a way back. */
export function DeletedBlocksDialog({ slug, opener, onClose }: { slug: string; opener?: Element | null; onClose: () => void }) {
  const { t, i18n } = useI18n()
  const registry = useRegistry()
  const admin = useBlockAdmin(slug)
  const { fetchDeletedBlocks } = useContentEdits()
  const titleId = useId()
  const list = useQuery({ queryKey: ['deleted-blocks', slug], queryFn: () => fetchDeletedBlocks(slug), staleTime: 0 })
  const when = dateTimeFormat(i18n.language)
  const day = dateFormat(i18n.language)
  return (
    <DialogFrame labelledBy={titleId} onDismiss={onClose} className="deleted-dialog" opener={opener}>
      <header className="editor-dialog__head">
        <h2 id={titleId}>{t('Recently deleted')}</h2>
      </header>
      <div className="editor-dialog__body">
        <p className="editor-help">{t('Deleted blocks can be restored for 30 days.')}</p>
        {list.isPending && <p role="status">{t('Loading...')}</p>}
        {list.isError && <p role="alert">{t('Failed to load page content.')}</p>}
        {list.data?.blocks.length === 0 && <p>{t('Nothing was deleted from this page in the last 30 days.')}</p>}
        <ul className="history-list">
          {list.data?.blocks.map((b) => {
            const key = registryKey(registry, b.block_type)
            const label = blockLabel(key ? registry[key] : undefined, i18n.language, b.block_type)
            const name = blockTitle(b.content, key ? registry[key]?.schema : undefined, i18n.language)
            return (
              <li key={b.id} className="history-list__item">
                <div className="history-list__head">
                  <strong>
                    {label}
                    {name && ` · ${name}`}
                  </strong>
                  <span>
                    {t('Deleted {{when}}', { when: when.format(new Date(b.deleted_at)) })}
                    {b.deleted_by ? (
                      <>
                        {' '}
                        · <bdi>{b.deleted_by}</bdi>
                      </>
                    ) : null}{' '}
                    · {t('Restorable until {{day}}', { day: day.format(new Date(b.restorable_until)) })}
                  </span>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={admin.restore.isPending}
                    onClick={() => admin.restore.mutate({ id: b.id, label }, { onSuccess: () => void list.refetch() })}
                  >
                    {t('Restore')}
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      </div>
      <footer className="editor-dialog__foot">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('Close')}
        </button>
      </footer>
    </DialogFrame>
  )
}
