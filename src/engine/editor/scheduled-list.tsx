import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { dateTimeFormat } from '../../i18n/date-format.ts'
import { useI18n } from '../../i18n/translation.tsx'
import { blockLabel } from '../block-view.tsx'
import { useContentEdits } from '../content-edits.ts'
import { registryKey, useRegistry } from '../engine-context.tsx'
import { SCHEDULES_KEY } from './schedule-dialog.tsx'
import { localZone } from './schedule-time.ts'

/**
 * 'Scheduled on this page': every pending publish and unpublish of the page's blocks and items,
 * soonest first, in local time; then those the server refused when they fell due (the week's),
 * so whoever set them learns they did not happen.
 */
export function ScheduledOnPage({ slug }: { slug: string }) {
  const { t, i18n } = useI18n()
  const headingId = useId()
  const registry = useRegistry()
  const { pageSchedules } = useContentEdits()
  const list = useQuery({ queryKey: [SCHEDULES_KEY, 'page', slug], queryFn: () => pageSchedules(slug), staleTime: 0 })
  const when = dateTimeFormat(i18n.language)
  const lng = i18n.language === 'ar' ? 'ar' : 'en'
  const items = list.data?.schedules ?? []
  return (
    <section className="scheduled-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Scheduled on this page')}</h2>
      {list.isSuccess && items.length === 0 && <p>{t('Nothing is scheduled on this page.')}</p>}
      {list.isError && <p role="alert">{t('Failed to load what is scheduled.')}</p>}
      {items.length > 0 && (
        <>
          <p className="editor-help">
            {t('Times are in your time zone:')} <bdi dir="ltr">{localZone()}</bdi>
          </p>
          <ul>
            {items.map((s) => {
              const key = registryKey(registry, s.block_type)
              const block = blockLabel(key ? registry[key] : undefined, i18n.language, s.block_type)
              const item = s.item_title?.[lng]
              return (
                <li
                  key={s.id}
                  className={s.status === 'refused' ? 'scheduled-list__item scheduled-list__item--refused' : 'scheduled-list__item'}
                >
                  {s.status === 'refused' && <span className="editor-badge scheduled-list__refused">{t('Did not happen')}</span>}{' '}
                  <span className={`editor-badge scheduled-list__action scheduled-list__action--${s.action}`}>
                    {s.action === 'publish' ? t('Publish') : t('Unpublish')}
                  </span>{' '}
                  <time dateTime={s.at}>{when.format(new Date(s.at))}</time> · {block}
                  {item ? (
                    <>
                      {' '}
                      · <bdi>{item}</bdi>
                    </>
                  ) : null}
                  {s.created_by ? (
                    <small>
                      {' '}
                      · <bdi dir="ltr">{s.created_by}</bdi>
                    </small>
                  ) : null}
                  {s.status === 'refused' && (
                    <p className="editor-help scheduled-list__why">
                      {t('Refused when it fell due: the block no longer passes its checks. Open it, correct it and set the time again.')}
                    </p>
                  )}
                </li>
              )
            })}
          </ul>
        </>
      )}
    </section>
  )
}
