import { useQuery } from '@tanstack/react-query'
import { useI18n } from '../../i18n/translation.tsx'
import { blockLabel } from '../block-view.tsx'
import { useContentEdits } from '../content-edits.ts'
import { registryKey, useRegistry } from '../engine-context.tsx'
import { blockTitle } from '../item-title.ts'
import { ByWhom, ClosingDialog, RowHead } from './closing-dialog.tsx'
import { useBlockAdmin } from './use-block-admin.ts'
import { dateFormat, dateTimeFormat } from '../../i18n/date-format.ts'

/** A page's blocks deleted in the last 30 days, each with a way back. */
export function DeletedBlocksDialog({ slug, opener, onClose }: { slug: string; opener?: Element | null; onClose: () => void }) {
  const { t, i18n } = useI18n()
  const registry = useRegistry()
  const admin = useBlockAdmin(slug)
  const { fetchDeletedBlocks } = useContentEdits()
  const list = useQuery({ queryKey: ['deleted-blocks', slug], queryFn: () => fetchDeletedBlocks(slug), staleTime: 0 })
  const when = dateTimeFormat(i18n.language)
  const day = dateFormat(i18n.language)
  return (
    <ClosingDialog title={t('Recently deleted')} className="deleted-dialog" opener={opener} onClose={onClose}>
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
              <RowHead
                action={t('Restore')}
                disabled={admin.restore.isPending}
                onAction={() => admin.restore.mutate({ id: b.id, label }, { onSuccess: () => void list.refetch() })}
              >
                <strong>
                  {label}
                  {name && ` · ${name}`}
                </strong>
                <span>
                  {t('Deleted {{when}}', { when: when.format(new Date(b.deleted_at)) })}
                  <ByWhom who={b.deleted_by} /> · {t('Restorable until {{day}}', { day: day.format(new Date(b.restorable_until)) })}
                </span>
              </RowHead>
            </li>
          )
        })}
      </ul>
    </ClosingDialog>
  )
}
