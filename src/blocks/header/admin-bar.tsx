import { Link, useSearchParams } from 'react-router'
import { useAuth } from '../../auth/auth-provider.tsx'
import { useEditMode } from '../../engine/edit-mode.ts'
import { useI18n } from '../../i18n/translation.tsx'

/** The bar above the header for administrators: edit mode on and off, their pages, log out. */
export default function AdminBar() {
  const { t } = useI18n()
  const { logout } = useAuth()
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
        <span className="admin-bar__role">{editing ? t('Edit mode') : t('Administrator')}</span>
        <button type="button" className="admin-bar__button admin-bar__button--primary" aria-pressed={editing} onClick={toggle}>
          {editing ? t('Exit Edit Mode') : t('Go to Edit Mode')}
        </button>
        <Link to="/admin/submissions" className="admin-bar__button">
          {t('Enquiries')}
        </Link>
        <Link to="/admin/translations" className="admin-bar__button">
          {t('Missing translations')}
        </Link>
        <button type="button" className="admin-bar__button" onClick={logout}>
          {t('Log out')}
        </button>
      </div>
    </div>
  )
}
