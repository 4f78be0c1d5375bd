import { Link, useSearchParams } from 'react-router'
import { useAuth } from '../../auth/auth-provider.tsx'
import { useEditMode } from '../../engine/edit-mode.ts'
import { useI18n } from '../../i18n/translation.tsx'

const ROLE_LABELS = { admin: 'Administrator', editor: 'Editor', translator: 'Translator' } as const

/**
 * The bar above the header for signed-in people: edit mode on and off, their pages, log out.
 * Enquiries, people and the audit log are administrators' (issue 27).
 */
export default function AdminBar() {
  const { t } = useI18n()
  const { logout, role } = useAuth()
  const isAdministrator = role === 'admin'
  const editing = useEditMode()
  const [, setParams] = useSearchParams()
  const toggle = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev)
      if (editing) next.delete('edit')
      else next.set('edit', 'true')
      return next
    })
  return (
    <div className="admin-bar">
      <div className="container admin-bar__inner">
        <span className="admin-bar__role">{editing ? t('Edit mode') : t(ROLE_LABELS[role ?? 'admin'])}</span>
        <button type="button" className="admin-bar__button admin-bar__button--primary" aria-pressed={editing} onClick={toggle}>
          {editing ? t('Exit Edit Mode') : t('Go to Edit Mode')}
        </button>
        {isAdministrator && (
          <Link to="/admin/submissions" className="admin-bar__button">
            {t('Enquiries')}
          </Link>
        )}
        <Link to="/admin/translations" className="admin-bar__button">
          {t('Missing translations')}
        </Link>
        {isAdministrator && (
          <Link to="/admin/people" className="admin-bar__button">
            {t('People')}
          </Link>
        )}
        {isAdministrator && (
          <Link to="/admin/audit" className="admin-bar__button">
            {t('Audit log')}
          </Link>
        )}
        <button type="button" className="admin-bar__button" onClick={logout}>
          {t('Log out')}
        </button>
      </div>
    </div>
  )
}
