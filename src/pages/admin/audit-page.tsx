import { type MouseEvent, useId } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { type AuditAction, type AuditEntryDto, type AuditFilter, auditQuery, useAuditFacets, useAuditLog } from '../../api/admin-audit.ts'
import { downloadFile } from '../../api/admin-submissions.ts'
import { API_BASE } from '../../api/config.ts'
import { useDocumentTitle } from '../../app/document-title.ts'
import { useAuth } from '../../auth/auth-provider.tsx'
import { dateTimeFormat } from '../../i18n/date-format.ts'
import { useLanguage } from '../../i18n/localize.ts'
import { useI18n } from '../../i18n/translation.tsx'
import { Ltr } from '../../widgets/ltr.tsx'
import { TableHead } from './table-head.tsx'
import './stacked-table.css'
import './audit-page.css'

/** Each action as an editor reads it (the keys of the interface translations). */
const ACTIONS: Record<AuditAction, string> = {
  'content.put': 'Content replaced',
  'content.patch': 'Content changed',
  'block.publish': 'Block published',
  'block.unpublish': 'Block unpublished',
  'block.create': 'Block added',
  'block.delete': 'Block deleted',
  'block.restore': 'Deleted block restored',
  'block.revert': 'Earlier version restored',
  'block.reorder': 'Blocks moved',
  'schedule.set': 'Publish times set',
  'schedule.refused': 'Scheduled change refused',
  'upload.create': 'File uploaded',
  'upload.delete': 'File deleted',
  'person.create': 'Person added',
  'person.change': 'Person changed',
  'person.password_link': 'Password link made',
  'person.password_set': 'Password set',
  'person.remove': 'Person removed',
  'signin.failed': 'Sign-in refused',
  'preview.create': 'Preview link made',
  'preview.revoke': 'Preview link revoked',
}

const FILTER_KEYS = ['person', 'page', 'from', 'to'] as const

/** What an entry was about beyond its paths: whose account, which file, which address was typed, which type of block was added, why a scheduled change was refused. */
function subjectOf(e: AuditEntryDto): string | undefined {
  const d = e.detail
  if (typeof d.email === 'string') return d.email
  if (typeof d.name === 'string') return d.name
  if (e.action === 'block.create' && typeof d.block_type === 'string') return d.block_type
  if (e.action === 'schedule.refused' && typeof d.message === 'string') return d.message
  return undefined
}

function Entry({ e, date }: { e: AuditEntryDto; date(iso: string): string }) {
  const { t } = useI18n()
  const subject = subjectOf(e)
  return (
    <tr>
      <td data-label={t('Time')}>{date(e.at)}</td>
      <td data-label={t('Person')}>{e.actor ? e.actor.name || <Ltr>{e.actor.email ?? e.actor.id}</Ltr> : t('Not signed in')}</td>
      <td data-label={t('Action')}>{t(ACTIONS[e.action] ?? e.action)}</td>
      <td data-label={t('Page')}>{e.page ? <Ltr>{e.page}</Ltr> : '—'}</td>
      <td data-label={t('What changed')} className="audit__paths">
        {e.paths.map((p) => (
          <Ltr key={p}>{p}</Ltr>
        ))}
        {subject && <Ltr>{subject}</Ltr>}
        {e.paths.length === 0 && !subject && '—'}
      </td>
      <td data-label={t('From where')}>{e.ip ? <Ltr>{e.ip}</Ltr> : '—'}</td>
    </tr>
  )
}

/** Administrators only (issue 27): every recorded write, newest first, filtered and paged; the filtered list as CSV. */
export default function AuditPage() {
  const { t } = useI18n()
  const lng = useLanguage()
  const format = dateTimeFormat(lng)
  const date = (iso: string) => format.format(new Date(iso))
  const { isAdmin, isLoading, role } = useAuth()
  const [params, setParams] = useSearchParams()
  const filter: AuditFilter = Object.fromEntries(FILTER_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k) as string]] : [])))
  const pageNo = Math.max(1, Number(params.get('p')) || 1)
  const id = useId()
  const allowed = isAdmin && role === 'admin'
  const log = useAuditLog(filter, pageNo, allowed)
  const facets = useAuditFacets(allowed)
  useDocumentTitle(t('Audit log'))
  if (isLoading) return null
  if (!isAdmin) return <Navigate to="/login" replace state={{ from: '/admin/audit' }} />
  if (role !== 'admin') return <p className="container section">{t('Only an administrator may read the audit log.')}</p>

  const set = (key: (typeof FILTER_KEYS)[number] | 'p', value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev)
      if (value) next.set(key, value)
      else next.delete(key)
      if (key !== 'p') next.delete('p')
      return next
    })
  const csvPath = `/v1/audit.csv${auditQuery(filter)}`
  const download = (e: MouseEvent) => {
    // The file needs the access token, which a plain link cannot send.
    e.preventDefault()
    void downloadFile(csvPath, 'audit.csv').catch(() => undefined)
  }
  const data = log.data

  return (
    <div className="audit container section">
      <h1>{t('Audit log')}</h1>
      <form className="audit__filters" role="search" aria-label={t('Filters')} onSubmit={(e) => e.preventDefault()}>
        <div className="audit__field">
          <label htmlFor={`${id}-person`}>{t('Person')}</label>
          <select id={`${id}-person`} value={filter.person ?? ''} onChange={(e) => set('person', e.target.value)}>
            <option value="">{t('Everyone')}</option>
            {facets.data?.people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name ? `${p.name} (${p.email ?? ''})` : (p.email ?? p.id)}
              </option>
            ))}
          </select>
        </div>
        <div className="audit__field">
          <label htmlFor={`${id}-page`}>{t('Page')}</label>
          <select id={`${id}-page`} value={filter.page ?? ''} onChange={(e) => set('page', e.target.value)}>
            <option value="">{t('All pages')}</option>
            {facets.data?.pages.map((slug) => (
              <option key={slug} value={slug}>
                {slug}
              </option>
            ))}
          </select>
        </div>
        <div className="audit__field">
          <label htmlFor={`${id}-from`}>{t('From')}</label>
          <input id={`${id}-from`} type="date" value={filter.from ?? ''} max={filter.to} onChange={(e) => set('from', e.target.value)} />
        </div>
        <div className="audit__field">
          <label htmlFor={`${id}-to`}>{t('To')}</label>
          <input id={`${id}-to`} type="date" value={filter.to ?? ''} min={filter.from} onChange={(e) => set('to', e.target.value)} />
        </div>
        <a className="button button--ghost audit__csv" href={`${API_BASE}${csvPath}`} onClick={download} download>
          {t('Download CSV')}
        </a>
      </form>
      {log.isPending ? (
        <p role="status">{t('Loading...')}</p>
      ) : log.isError || !data ? (
        <p role="alert">{t('The audit log could not be loaded.')}</p>
      ) : data.items.length === 0 ? (
        <p>{t(Object.keys(filter).length ? 'No entries match these filters.' : 'Nothing has been recorded yet.')}</p>
      ) : (
        <>
          <p className="audit__count">{t('Entries: {{total}}', { total: data.total })}</p>
          <table className="stacked-table audit__table">
            <TableHead columns={[t('Time'), t('Person'), t('Action'), t('Page'), t('What changed'), t('From where')]} />
            <tbody>
              {data.items.map((e) => (
                <Entry key={e.id} e={e} date={date} />
              ))}
            </tbody>
          </table>
          <nav className="audit__pager" aria-label={t('Pages of the audit log')}>
            <button type="button" className="button button--ghost" disabled={pageNo <= 1} onClick={() => set('p', String(pageNo - 1))}>
              {t('Previous')}
            </button>
            <span>{t('Page {{page}} of {{pages}}', { page: data.page_no, pages: data.pages })}</span>
            <button
              type="button"
              className="button button--ghost"
              disabled={pageNo >= data.pages}
              onClick={() => set('p', String(pageNo + 1))}
            >
              {t('Next')}
            </button>
          </nav>
        </>
      )}
    </div>
  )
}
