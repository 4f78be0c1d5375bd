import { type FormEvent, useId, useRef, useState } from 'react'
import { dateTimeFormat } from '../../i18n/date-format.ts'
import { Navigate } from 'react-router'
import { type PasswordLinkDto, type PersonDto, type RoleName, usePeople, usePeopleActions } from '../../api/admin-people.ts'
import { HttpError } from '../../api/client.ts'
import { useDocumentTitle } from '../../app/document-title.ts'
import { useAuth } from '../../auth/auth-provider.tsx'
import { useLanguage } from '../../i18n/localize.ts'
import { useI18n } from '../../i18n/translation.tsx'
import { Ltr } from '../../widgets/ltr.tsx'
import { Modal } from '../../widgets/modal.tsx'
import { TableHead } from './table-head.tsx'
import './stacked-table.css'
import './people-page.css'

const ROLES: { id: RoleName; label: string }[] = [
  { id: 'admin', label: 'Administrator' },
  { id: 'editor', label: 'Editor' },
  { id: 'translator', label: 'Translator' },
]

/** What the server's refusals mean here, in the reader's language. */
const REFUSALS: Partial<Record<string, string>> = {
  LAST_ADMINISTRATOR: 'This is the last administrator: make someone else an administrator first.',
  EMAIL_TAKEN: 'An account with this email exists.',
}

function useDate() {
  const lng = useLanguage()
  const format = dateTimeFormat(lng)
  return (iso: string) => format.format(new Date(iso))
}

/** A one-time link, shown once (there is no mail server): the administrator copies it and sends it. */
function LinkBox({ link, email, onDone }: { link: PasswordLinkDto; email: string; onDone(): void }) {
  const { t } = useI18n()
  const [copied, setCopied] = useState(false)
  const url = `${window.location.origin}${link.path}`
  const copy = async () => {
    await navigator.clipboard.writeText(url)
    setCopied(true)
  }
  return (
    <section className="people__link" aria-labelledby="people-link-title">
      <h2 id="people-link-title">{t('Link to set a password')}</h2>
      <p>{t('Send this link to {{email}}. It works once, for 24 hours, and is shown only now.', { email })}</p>
      <div className="people__link-row">
        <input
          className="people__link-url"
          readOnly
          value={url}
          aria-label={t('Link to set a password')}
          dir="ltr"
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="button button--primary" onClick={() => void copy().catch(() => setCopied(false))}>
          {copied ? t('Copied') : t('Copy link')}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('Done')}
        </button>
      </div>
    </section>
  )
}

function AddPerson({ onAdded, onError }: { onAdded(link: PasswordLinkDto, email: string): void; onError(err: unknown): void }) {
  const { t } = useI18n()
  const { add } = usePeopleActions()
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [role, setRole] = useState<RoleName>('editor')
  const id = useId()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    add.mutate(
      { email, name, role },
      {
        onSuccess: ({ link, person }) => {
          onAdded(link, person.email)
          setEmail('')
          setName('')
        },
        onError,
      },
    )
  }
  return (
    <form className="people__add" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Add a person')}</h2>
      <div className="people__field">
        <label htmlFor={`${id}-name`}>{t('Name')}</label>
        <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={200} autoComplete="off" />
      </div>
      <div className="people__field">
        <label htmlFor={`${id}-email`}>{t('Email address')}</label>
        <input
          id={`${id}-email`}
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          maxLength={320}
          autoComplete="off"
          dir="ltr"
        />
      </div>
      <div className="people__field">
        <label htmlFor={`${id}-role`}>{t('Role')}</label>
        <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as RoleName)}>
          {ROLES.map((r) => (
            <option key={r.id} value={r.id}>
              {t(r.label)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary" disabled={add.isPending}>
        {t('Add person')}
      </button>
    </form>
  )
}

function ConfirmRemove({ person, onConfirm, onClosed }: { person: PersonDto; onConfirm(): void; onClosed(): void }) {
  const { t } = useI18n()
  // A ref, not state: the dialog closes in the same click that confirms.
  const confirmed = useRef(false)
  const close = () => {
    if (confirmed.current) onConfirm()
    onClosed()
  }
  return (
    <Modal labelledBy="people-remove-title" closeLabel={t('Close')} onClosed={close} className="people__confirm">
      <h2 id="people-remove-title">{t('Remove {{name}}?', { name: person.name || person.email })}</h2>
      <p>{t('They can no longer sign in, and their open sessions end at once.')}</p>
      <form method="dialog" className="people__confirm-actions">
        <button type="submit" className="button people__remove" onClick={() => (confirmed.current = true)}>
          {t('Remove')}
        </button>
        <button type="submit" className="button button--ghost">
          {t('Cancel')}
        </button>
      </form>
    </Modal>
  )
}

/** Administrators only (issue 27): everyone who can sign in, with their role; add, change, reset, remove. */
export default function PeoplePage() {
  const { t } = useI18n()
  const date = useDate()
  const { isAdmin, isLoading, role } = useAuth()
  const people = usePeople(isAdmin && role === 'admin')
  const { change, remove, link } = usePeopleActions()
  const [shown, setShown] = useState<{ link: PasswordLinkDto; email: string } | null>(null)
  const [removing, setRemoving] = useState<PersonDto | null>(null)
  const [error, setError] = useState('')
  useDocumentTitle(t('People'))
  if (isLoading) return null
  if (!isAdmin) return <Navigate to="/login" replace state={{ from: '/admin/people' }} />
  if (role !== 'admin') return <p className="container section">{t('Only an administrator may manage people.')}</p>

  const refused = (err: unknown) => {
    const known = err instanceof HttpError ? REFUSALS[err.code] : undefined
    setError(t(known ?? 'Failed to save changes.'))
  }
  const act = () => setError('')

  return (
    <div className="people container section">
      <h1>{t('People')}</h1>
      <p role="alert" className="people__error">
        {error}
      </p>
      {shown && <LinkBox link={shown.link} email={shown.email} onDone={() => setShown(null)} />}
      <AddPerson
        onAdded={(added, email) => {
          act()
          setShown({ link: added, email })
        }}
        onError={refused}
      />
      {people.isPending ? (
        <p role="status">{t('Loading...')}</p>
      ) : people.isError ? (
        <p role="alert">{t('The list of people could not be loaded.')}</p>
      ) : (
        <table className="stacked-table people__table">
          <TableHead columns={[t('Name'), t('Email address'), t('Role'), t('Last sign-in'), { hidden: t('Actions') }]} />
          <tbody>
            {people.data.items.map((p) => (
              <tr key={p.id}>
                <td>{p.name}</td>
                <td>
                  <Ltr>{p.email}</Ltr>
                </td>
                <td>
                  <select
                    aria-label={t('Role of {{email}}', { email: p.email })}
                    value={p.role}
                    onChange={(e) => {
                      act()
                      change.mutate({ id: p.id, role: e.target.value as RoleName }, { onError: refused })
                    }}
                  >
                    {ROLES.map((r) => (
                      <option key={r.id} value={r.id}>
                        {t(r.label)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>{p.last_sign_in_at ? date(p.last_sign_in_at) : t('Never')}</td>
                <td className="people__actions">
                  <button
                    type="button"
                    className="pill people__button"
                    onClick={() => {
                      act()
                      link.mutate(p.id, { onSuccess: (made) => setShown({ link: made, email: p.email }), onError: refused })
                    }}
                  >
                    {t('Make a new password link')}
                  </button>
                  <button type="button" className="pill people__button people__button--danger" onClick={() => setRemoving(p)}>
                    {t('Remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {removing && (
        <ConfirmRemove
          person={removing}
          onConfirm={() => {
            act()
            remove.mutate(removing.id, { onError: refused })
          }}
          onClosed={() => setRemoving(null)}
        />
      )}
    </div>
  )
}
