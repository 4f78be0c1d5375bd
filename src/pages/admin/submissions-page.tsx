import { useState } from 'react'
import { dateTimeFormat } from '../../i18n/date-format.ts'
import { useI18n } from '../../i18n/translation.tsx'
import { Navigate } from 'react-router'
import { TableHead } from './table-head.tsx'
import {
  attachmentPath,
  downloadFile,
  type FormKind,
  NEWSLETTER_CSV_PATH,
  type SubmissionDto,
  submissionsCsvPath,
  useMarkHandled,
  useNewsletterSignups,
  useSubmissions,
} from '../../api/admin-submissions.ts'
import { useDocumentTitle } from '../../app/document-title.ts'
import { useAuth } from '../../auth/auth-provider.tsx'
import { useLanguage } from '../../i18n/localize.ts'
import { Ltr } from '../../widgets/ltr.tsx'
import './submissions-page.css'

type View = 'all' | FormKind | 'newsletter'
type Status = 'all' | 'open' | 'handled'

const VIEWS: { id: View; label: string }[] = [
  { id: 'all', label: 'All enquiries' },
  { id: 'contact', label: 'Contact form' },
  { id: 'demo-request', label: 'Demo requests' },
  { id: 'application', label: 'Applications' },
  { id: 'newsletter', label: 'Newsletter' },
]

const FORM_NAMES: Record<FormKind, string> = { contact: 'Contact form', 'demo-request': 'Demo request', application: 'Application' }

/**
 * A mailto: link to exactly this address. The address is encoded (its first @ kept), so one
 * stored before the API refused such characters cannot add a query (?bcc=…), a header (CR/LF)
 * or another recipient to the mail the administrator writes.
 */
const mailtoHref = (address: string) => `mailto:${encodeURIComponent(address).replace('%40', '@')}`

/** Labels for the form values an enquiry may hold, in the order they are shown. */
const FIELDS: [string, string][] = [
  ['companyName', 'Company'],
  ['phone', 'Phone'],
  ['service', 'Service'],
  ['vacancyTitle', 'Vacancy'],
]

const PAGE_SIZE = 25

function useDate() {
  const lng = useLanguage()
  const format = dateTimeFormat(lng)
  return (iso: string) => format.format(new Date(iso))
}

/** How many are shown of how many, and the CSV export of them all. */
function ListBar({ shown, total, onExport }: { shown: number; total: number; onExport(): Promise<void> }) {
  const { t } = useI18n()
  return (
    <div className="submissions__bar">
      <p className="submissions__count" role="status">
        {t('{{shown}} of {{total}}', { shown, total })}
      </p>
      <button
        type="button"
        className="button button--ghost submissions__export"
        onClick={() => void onExport().catch(() => window.alert(t('The file could not be downloaded.')))}
      >
        {t('Export CSV')}
      </button>
    </div>
  )
}

function MoreButton({ onClick }: { onClick(): void }) {
  const { t } = useI18n()
  return (
    <button type="button" className="button button--primary submissions__more" onClick={onClick}>
      {t('Show more')}
    </button>
  )
}

function Enquiry({ item }: { item: SubmissionDto }) {
  const { t } = useI18n()
  const date = useDate()
  const mark = useMarkHandled()
  // The box shows the click at once: the list's optimistic update lands a moment later, and a
  // controlled checkbox would spring back in between.
  const [marking, setMarking] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const message = item.data.inquiry ?? item.data.coverLetter ?? ''
  const download = async () => {
    setBusy(true)
    try {
      await downloadFile(attachmentPath(item.id), item.attachment?.name ?? 'attachment')
    } catch {
      window.alert(t('The file could not be downloaded.'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <article
      className={['enquiry', item.handled_at ? 'enquiry--handled' : ''].filter(Boolean).join(' ')}
      aria-labelledby={`enquiry-${item.id}`}
    >
      <header className="enquiry__head">
        <h2 className="enquiry__name" id={`enquiry-${item.id}`}>
          {item.name}
        </h2>
        <span className={`enquiry__form enquiry__form--${item.form}`}>{t(FORM_NAMES[item.form])}</span>
        <time className="enquiry__date" dateTime={item.created_at}>
          {date(item.created_at)}
        </time>
      </header>
      <dl className="enquiry__fields">
        <div>
          <dt>{t('Email address')}</dt>
          <dd>
            <a href={mailtoHref(item.email)}>
              <Ltr>{item.email}</Ltr>
            </a>
          </dd>
        </div>
        {FIELDS.filter(([key]) => item.data[key]).map(([key, label]) => (
          <div key={key}>
            <dt>{t(label)}</dt>
            <dd>{key === 'phone' ? <Ltr nowrap>{item.data[key]}</Ltr> : item.data[key]}</dd>
          </div>
        ))}
        {item.page && (
          <div>
            <dt>{t('Sent from')}</dt>
            <dd>
              <Ltr>{item.page}</Ltr>
            </dd>
          </div>
        )}
      </dl>
      {message && <p className="enquiry__message">{message}</p>}
      <footer className="enquiry__actions">
        {item.attachment && (
          <button type="button" className="pill enquiry__button" onClick={() => void download()} disabled={busy}>
            {t('Download attachment')}: <Ltr>{item.attachment.name}</Ltr>
          </button>
        )}
        <label className="enquiry__handled">
          <input
            type="checkbox"
            checked={marking ?? item.handled_at !== null}
            onChange={(e) => {
              setMarking(e.target.checked)
              mark.mutate(
                { id: item.id, handled: e.target.checked },
                { onError: () => window.alert(t('Failed to save changes.')), onSettled: () => setMarking(null) },
              )
            }}
          />
          {t('Handled')}
        </label>
      </footer>
    </article>
  )
}

function Enquiries({ view, status }: { view: Exclude<View, 'newsletter'>; status: Status }) {
  const { t } = useI18n()
  const [limit, setLimit] = useState(PAGE_SIZE)
  const filter = { form: view === 'all' ? undefined : view, handled: status === 'all' ? undefined : status === 'handled' }
  const list = useSubmissions(filter, limit, true)
  if (list.isPending) return <p role="status">{t('Loading...')}</p>
  if (list.isError) return <p role="alert">{t('The enquiries could not be loaded.')}</p>
  const { items, total } = list.data
  return (
    <>
      <ListBar
        shown={items.length}
        total={total}
        onExport={() => downloadFile(submissionsCsvPath(filter), `enquiries-${filter.form ?? 'all'}.csv`)}
      />
      {items.length === 0 ? (
        <p className="submissions__empty">{t('No enquiries yet.')}</p>
      ) : (
        <ul className="submissions__list">
          {items.map((item) => (
            <li key={item.id}>
              <Enquiry item={item} />
            </li>
          ))}
        </ul>
      )}
      {items.length < total && <MoreButton onClick={() => setLimit((l) => l + PAGE_SIZE)} />}
    </>
  )
}

function Newsletter() {
  const { t } = useI18n()
  const date = useDate()
  const [limit, setLimit] = useState(PAGE_SIZE)
  const list = useNewsletterSignups(limit, true)
  if (list.isPending) return <p role="status">{t('Loading...')}</p>
  if (list.isError) return <p role="alert">{t('The enquiries could not be loaded.')}</p>
  const { items, total } = list.data
  return (
    <>
      <ListBar shown={items.length} total={total} onExport={() => downloadFile(NEWSLETTER_CSV_PATH, 'newsletter.csv')} />
      {items.length === 0 ? (
        <p className="submissions__empty">{t('No sign-ups yet.')}</p>
      ) : (
        <table className="submissions__table">
          <TableHead columns={[t('Email address'), t('Language'), t('Signed up')]} />
          <tbody>
            {items.map((s) => (
              <tr key={s.id}>
                <td>
                  <Ltr>{s.email}</Ltr>
                </td>
                <td>{s.language === 'ar' ? 'العربية' : 'English'}</td>
                <td>{date(s.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {items.length < total && <MoreButton onClick={() => setLimit((l) => l + PAGE_SIZE)} />}
    </>
  )
}

/**
 * Administrators only: every enquiry the site's forms stored, newest first — filter by form and
 * by status, mark handled, download an application's attachment, export CSV — and the
 * newsletter's sign-ups.
 */
export default function SubmissionsPage() {
  const { t } = useI18n()
  const { isAdmin, isLoading, role } = useAuth()
  const [view, setView] = useState<View>('all')
  const [status, setStatus] = useState<Status>('all')
  useDocumentTitle(t('Enquiries'))
  if (isLoading) return null
  if (!isAdmin) return <Navigate to="/login" replace state={{ from: '/admin/submissions' }} />
  // Enquiries hold visitors' personal data (CVs among them): administrators read them (issue 27).
  if (role !== 'admin') return <p className="container section">{t('Only an administrator may read enquiries.')}</p>
  return (
    <div className="submissions container section">
      <h1>{t('Enquiries')}</h1>
      <div className="submissions__filters">
        <div className="submissions__views" role="group" aria-label={t('Form')}>
          {VIEWS.map((v) => (
            <button key={v.id} type="button" className="pill submissions__view" aria-pressed={view === v.id} onClick={() => setView(v.id)}>
              {t(v.label)}
            </button>
          ))}
        </div>
        {view !== 'newsletter' && (
          <label className="submissions__status">
            {t('Status')}
            <select value={status} onChange={(e) => setStatus(e.target.value as Status)}>
              <option value="all">{t('All')}</option>
              <option value="open">{t('Not handled yet')}</option>
              <option value="handled">{t('Handled')}</option>
            </select>
          </label>
        )}
      </div>
      {view === 'newsletter' ? <Newsletter /> : <Enquiries key={`${view}-${status}`} view={view} status={status} />}
    </div>
  )
}
