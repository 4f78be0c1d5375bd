import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { dateTimeFormat } from '../../i18n/date-format.ts'
import { useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { useContentEdits } from '../content-edits.ts'
import { ByWhom, ClosingDialog, RowHead } from './closing-dialog.tsx'

/** The page being edited, as visitors address it (no `edit`, no other editor state). */
function visitorPath(): string {
  const url = new URL(window.location.href)
  url.searchParams.delete('edit')
  return url.pathname + url.search
}

/**
 * 'Share preview': a link that shows this page with its drafts to someone without an account
 * (a stakeholder approving before launch day), copied from here; the page's working links, each
 * revocable.
 */
export function PreviewShareDialog({ opener, onClose }: { opener?: Element | null; onClose: () => void }) {
  const { t, i18n } = useI18n()
  const qc = useQueryClient()
  const { createPreview, listPreviews, revokePreview } = useContentEdits()
  const path = visitorPath()
  const [copied, setCopied] = useState(false)
  const links = useQuery({ queryKey: ['previews'], queryFn: listPreviews, staleTime: 0 })
  const make = useMutation({
    mutationFn: () => createPreview(path),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['previews'] }),
  })
  const revoke = useMutation({ mutationFn: revokePreview, onSuccess: () => void qc.invalidateQueries({ queryKey: ['previews'] }) })
  const when = dateTimeFormat(i18n.language)
  const made = make.data ? new URL(make.data.url, window.location.origin).href : undefined
  const here = links.data?.previews.filter((p) => p.path === path) ?? []

  const copy = async () => {
    if (!made) return
    try {
      await navigator.clipboard.writeText(made)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }

  return (
    <ClosingDialog title={t('Share a preview')} className="preview-dialog" opener={opener} onClose={onClose}>
      <p className="editor-help">
        {t('Anyone with the link sees this page with its unpublished changes, without signing in and without editing, for a week.')}
      </p>
      {made ? (
        <div className="preview-dialog__made">
          <label>
            {t('Preview link')}
            <input type="text" readOnly value={made} dir="ltr" onFocus={(e) => e.currentTarget.select()} data-autofocus />
          </label>
          <button type="button" className="button button--primary" onClick={() => void copy()}>
            {copied ? t('Copied') : t('Copy link')}
          </button>
          <p className="editor-help">{t('Works until {{date}}.', { date: when.format(new Date(make.data?.expires_at ?? '')) })}</p>
        </div>
      ) : (
        <button type="button" className="button button--primary" disabled={make.isPending} onClick={() => make.mutate()}>
          {make.isPending ? t('Making the link...') : t('Make a preview link')}
        </button>
      )}
      {make.isError && <p role="alert">{t('Failed to make the preview link.')}</p>}
      <h3>{t('Working links to this page')}</h3>
      {links.isPending && <p role="status">{t('Loading...')}</p>}
      {here.length === 0 && links.isSuccess && <p>{t('No working preview links to this page.')}</p>}
      <ul className="history-list">
        {here.map((p) => (
          <li key={p.id} className="history-list__item">
            <RowHead action={t('Revoke')} disabled={revoke.isPending} onAction={() => revoke.mutate(p.id)}>
              <span>
                {t('Made {{when}}', { when: when.format(new Date(p.created_at)) })}
                <ByWhom who={p.created_by} /> · {t('Works until {{date}}.', { date: when.format(new Date(p.expires_at)) })}
              </span>
            </RowHead>
          </li>
        ))}
      </ul>
    </ClosingDialog>
  )
}
