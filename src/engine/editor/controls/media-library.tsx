import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useI18n } from '../../../i18n/translation.tsx'
import { mediaUrl } from '../../../api/config.ts'
import { fetchUploads, type UploadItemDto } from '../../../api/media-library.ts'

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** The files uploaded before, to pick one instead of uploading it again (images, videos or icons as the field takes). */
export function MediaLibrary({
  kind,
  onPick,
  onClose,
}: {
  kind: 'image' | 'video' | 'icon'
  onPick: (item: UploadItemDto) => void
  onClose: () => void
}) {
  const { t } = useI18n()
  const titleId = useId()
  const files = useQuery({ queryKey: ['uploads', kind], queryFn: () => fetchUploads(kind), staleTime: 10_000 })
  return (
    <section className="media-library" aria-labelledby={titleId}>
      <div className="media-library__head">
        <h3 id={titleId}>{t('Media library')}</h3>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('Close')}
        </button>
      </div>
      {files.isPending && <p role="status">{t('Loading...')}</p>}
      {files.isError && <p role="alert">{t('Failed to load the media library.')}</p>}
      {files.data && files.data.items.length === 0 && <p>{t('No files uploaded yet.')}</p>}
      {files.data && files.data.items.length > 0 && (
        <ul className="media-library__grid">
          {files.data.items.map((item) => (
            <li key={item.url}>
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
                <span className="media-library__name">{item.name}</span>
                <span className="media-library__meta">
                  {item.width && item.height ? `${item.width}×${item.height} · ` : ''}
                  {kb(item.size)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
