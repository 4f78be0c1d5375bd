import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import type { RevisionDto } from '../../../schemas/wire/history.ts'
import { useContentEdits } from '../content-edits.ts'
import type { PageData } from '../content-store.ts'
import { useContentStore } from '../engine-context.tsx'
import { storeError } from '../store-error.ts'
import { useNotify } from '../../notifications/notifications.tsx'
import type { BlockContextValue } from '../block-context.tsx'
import { withBlock } from '../save-block.ts'
import { summary } from './conflict-choices.tsx'
import { ClosingDialog, RowHead } from './closing-dialog.tsx'
import { changes } from './merge.ts'
import { useSession } from './session-context.ts'
import { useMergeLabel } from './use-merge-label.ts'
import { dateTimeFormat } from '../../i18n/date-format.ts'

/**
 * A block's history: its versions newest first, with when and by whom, what changed in each,
 * and a way back to any of them (restored as a new version, so it can be undone in turn).
 */
export function HistoryDialog({
  target,
  label,
  opener,
  onClose,
}: {
  target: BlockContextValue
  label: string
  opener?: Element | null
  onClose: () => void
}) {
  const { t, i18n } = useI18n()
  const qc = useQueryClient()
  const { pageKey } = useContentStore()
  const { fetchRevisions, restoreRevision } = useContentEdits()
  const notify = useNotify()
  const session = useSession()
  const mergeLabel = useMergeLabel()
  const [problem, setProblem] = useState('')
  const blockId = target.block.id
  const history = useInfiniteQuery({
    queryKey: ['revisions', blockId],
    queryFn: ({ pageParam }) => fetchRevisions(blockId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  })
  const revisions = history.data?.pages.flatMap((p) => p.revisions) ?? []
  const when = dateTimeFormat(i18n.language)
  const current = qc.getQueryData<PageData>(pageKey(target.slug))?.blocks.find((b) => b.id === blockId) ?? target.block

  const restore = async (rev: RevisionDto) => {
    setProblem('')
    try {
      const saved = await restoreRevision(blockId, rev.version, current.version)
      qc.setQueryData<PageData>(pageKey(target.slug), (page) =>
        withBlock(page, blockId, { content: saved.content, version: saved.version }),
      )
      session.record({
        kind: 'content',
        slug: target.slug,
        blockId,
        label,
        before: current.content,
        after: saved.content,
        version: saved.version,
      })
      notify.show({ type: 'success', message: t('Version {{version}} restored.', { version: rev.version }) })
      await history.refetch()
    } catch (error) {
      setProblem(
        storeError(error)?.code === 'STALE_VERSION'
          ? t('Someone else changed this block meanwhile. The list is up to date now: choose again.')
          : t('Failed to save changes.'),
      )
      await qc.invalidateQueries({ queryKey: pageKey(target.slug) })
      await history.refetch()
    }
  }

  return (
    <ClosingDialog
      title={
        <>
          {t('History')} <small>· {label}</small>
        </>
      }
      className="history-dialog"
      opener={opener}
      onClose={onClose}
    >
      {history.isPending && <p role="status">{t('Loading...')}</p>}
      {history.isError && <p role="alert">{t('Failed to load the history.')}</p>}
      {problem && (
        <p className="editor-dialog__problem" role="alert">
          {problem}
        </p>
      )}
      <ol className="history-list">
        {revisions.map((rev, i) => {
          const older = revisions[i + 1]
          const diff = older ? changes(target.schema, older.content, rev.content, { label: mergeLabel }) : []
          return (
            <li key={rev.version} className="history-list__item">
              <RowHead action={rev.current ? undefined : t('Restore this version')} onAction={() => void restore(rev)}>
                <strong>
                  {t('Version {{version}}', { version: rev.version })}
                  {rev.current && ` · ${t('current')}`}
                </strong>
                <span>
                  {rev.created_at ? when.format(new Date(rev.created_at)) : t('Date not recorded')} ·{' '}
                  {rev.author ? <bdi>{rev.author}</bdi> : t('Author not recorded')}
                </span>
              </RowHead>
              {older ? (
                diff.length > 0 ? (
                  <ul className="history-list__changes">
                    {diff.slice(0, 12).map((c, j) => (
                      <li key={j}>
                        <span className="history-list__field">{c.labels.join(' › ') || label}</span>{' '}
                        <del>{summary(c.before, i18n.language, t('(none)'), c.schema)}</del> →{' '}
                        <ins>{summary(c.after, i18n.language, t('(deleted)'), c.schema)}</ins>
                      </li>
                    ))}
                    {diff.length > 12 && <li>{t('…and {{count}} more changes', { count: diff.length - 12 })}</li>}
                  </ul>
                ) : (
                  <p className="history-list__none">{t('No change to the content.')}</p>
                )
              ) : (
                <p className="history-list__none">{history.hasNextPage ? '' : t('The first version.')}</p>
              )}
            </li>
          )
        })}
      </ol>
      {history.hasNextPage && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void history.fetchNextPage()}
          disabled={history.isFetchingNextPage}
        >
          {t('Show older versions')}
        </button>
      )}
    </ClosingDialog>
  )
}
