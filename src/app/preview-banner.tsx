import { useQuery } from '@tanstack/react-query'
import { dateTimeFormat } from '../i18n/date-format.ts'
import { HttpError } from '../api/client.ts'
import { previewState } from '../api/previews.ts'
import { useI18n } from '../i18n/translation.tsx'
import { previewToken } from '../preview/preview-token.ts'

/** The address without the preview token: the published page. */
function withoutPreview(): string {
  const url = new URL(window.location.href)
  url.searchParams.delete('preview')
  return url.pathname + url.search + url.hash
}

/**
 * In a tab opened through a preview link: a bar that says so, until when the link works, and a
 * way back to the published site; once the link has ended, that the page is the published one.
 */
export default function PreviewBanner() {
  const { t, i18n } = useI18n()
  const token = previewToken()
  const state = useQuery({ queryKey: ['preview', token], queryFn: () => previewState(token ?? ''), enabled: !!token, retry: false })
  if (!token) return null
  const ended = state.error instanceof HttpError && (state.error.status === 410 || state.error.status === 404)
  return (
    <aside className={`preview-bar${ended ? ' preview-bar--ended' : ''}`} aria-label={t('Preview')}>
      <strong className="preview-bar__label">{t('Preview')}</strong>
      <span role="status">
        {ended
          ? t('This preview link has expired or was revoked. You are viewing the published site.')
          : state.data
            ? t('Unpublished changes are shown. This link works until {{date}}.', {
                date: dateTimeFormat(i18n.language).format(new Date(state.data.expires_at)),
              })
            : t('Unpublished changes are shown.')}
      </span>
      <a className="preview-bar__leave" href={withoutPreview()}>
        {t('Leave preview')}
      </a>
    </aside>
  )
}
