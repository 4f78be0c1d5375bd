import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useI18n } from '../../../i18n/translation.tsx'
import { dateTimeFormat } from '../../../i18n/date-format.ts'
import { useNotify } from '../../../notifications/notifications.tsx'
import { useContentEdits } from '../../content-edits.ts'
import type { UploadItemDto } from '../../content-store.ts'
import { useContentStore } from '../../engine-context.tsx'
import { storeError } from '../../store-error.ts'
import { useAskDialog } from '../ask-dialog.tsx'

const PAGE_SIZE = 60

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** PNG, JPEG, SVG, MP4: the type as people name it. */
const typeText = (mime: string) => (mime.split('/')[1] ?? mime).replace(/\+xml$/, '').toUpperCase()

/** The files uploaded before, to pick one instead of uploading it again (images, videos or icons as the field takes), or to delete. */
export function MediaLibrary({
  kind,
  onPick,
  onClose,
}: {
  kind: 'image' | 'video' | 'icon'
  onPick: (item: UploadItemDto) => void
  onClose: () => void
}) {
  const { t, lng } = useI18n()
  const notify = useNotify()
  const queries = useQueryClient()
  const { mediaUrl } = useContentStore()
  const { deleteUpload, fetchUploads } = useContentEdits()
  const [ask, askDialog] = useAskDialog()
  const ids = { title: useId(), search: useId() }
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 250)
    return () => clearTimeout(timer)
  }, [typed])
  const files = useInfiniteQuery({
    queryKey: ['uploads', kind, q],
    queryFn: ({ pageParam }) => fetchUploads(kind, pageParam, PAGE_SIZE, q),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0)
      return loaded < last.total ? loaded : undefined
    },
    staleTime: 10_000,
  })
  const items = files.data?.pages.flatMap((p) => p.items) ?? []
  const when = dateTimeFormat(lng)
  const pagesOf = (item: UploadItemDto) => [...new Set(item.used_on.map((use) => (use.title ? t(use.title) : use.page)))]

  const remove = async (item: UploadItemDto) => {
    const pages = pagesOf(item)
    const yes = await ask(
      pages.length
        ? {
            text: t('{{name}} is shown on these pages. Delete it anyway?', { name: item.name }),
            details: pages,
            confirm: t('Delete anyway'),
            danger: true,
          }
        : { text: t('Delete {{name}}?', { name: item.name }), confirm: t('Delete file'), danger: true },
    )
    if (yes === null) return
    try {
      await deleteUpload(item.url, pages.length > 0)
      notify.show({ type: 'success', message: t('File deleted.') })
    } catch (err) {
      const inUse = storeError(err)?.code === 'UPLOAD_IN_USE'
      notify.show({ type: 'error', message: inUse ? t('A page started showing this file; it was not deleted.') : t('Deletion failed.') })
    }
    await queries.invalidateQueries({ queryKey: ['uploads'] })
  }

  return (
    <section className="media-library" aria-labelledby={ids.title}>
      <div className="media-library__head">
        <h3 id={ids.title}>{t('Media library')}</h3>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('Close')}
        </button>
      </div>
      <label htmlFor={ids.search} className="media-library__search-label">
        {t('Search by file name or alternative text')}
      </label>
      <input id={ids.search} type="search" className="media-library__search" value={typed} onChange={(e) => setTyped(e.target.value)} />
      {files.isPending && <p role="status">{t('Loading...')}</p>}
      {files.isError && <p role="alert">{t('Failed to load the media library.')}</p>}
      {files.data && items.length === 0 && <p>{q ? t('No file matches “{{q}}”.', { q }) : t('No files uploaded yet.')}</p>}
      {items.length > 0 && (
        <ul className="media-library__grid">
          {items.map((item) => {
            const pages = pagesOf(item)
            return (
              <li key={item.url} className="media-library__item">
                <button
                  type="button"
                  className="media-library__file"
                  onClick={() => onPick(item)}
                  aria-label={t('Choose {{name}}', { name: item.name })}
                >
                  {item.kind === 'video' ? (
                    <video src={mediaUrl(item.url)} muted preload="metadata" />
                  ) : (
                    <img src={mediaUrl(item.url)} alt="" loading="lazy" />
                  )}
                  <span className="media-library__name" dir="auto">
                    {item.name}
                  </span>
                </button>
                <p className="media-library__meta">
                  <bdi dir="ltr">
                    {item.width && item.height ? `${item.width}×${item.height} · ` : ''}
                    {sizeText(item.size)} · {typeText(item.mime)}
                  </bdi>
                  <br />
                  <time dateTime={item.created_at}>{when.format(new Date(item.created_at))}</time>
                </p>
                <p className={`media-library__used${pages.length ? ' media-library__used--yes' : ''}`}>
                  {pages.length ? t('Used on: {{pages}}', { pages: pages.join(lng === 'ar' ? '، ' : ', ') }) : t('Not used on any page')}
                </p>
                <button
                  type="button"
                  className="button button--ghost media-library__delete"
                  onClick={() => void remove(item)}
                  aria-label={t('Delete {{name}}', { name: item.name })}
                >
                  {t('Delete')}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {files.hasNextPage && (
        <button
          type="button"
          className="button button--ghost"
          disabled={files.isFetchingNextPage}
          onClick={() => void files.fetchNextPage()}
        >
          {t('Show more files')}
        </button>
      )}
      {askDialog}
    </section>
  )
}
