import { useI18n } from '../i18n/translation.tsx'
import { Link } from 'react-router'
import { useDocumentTitle } from './document-title.ts'
import { useHttpStatus } from './http-status.ts'

export function NotFoundPage() {
  const { t } = useI18n()
  useDocumentTitle(undefined)
  useHttpStatus(404)
  return (
    <section className="not-found">
      <h1 className="not-found__code">404</h1>
      <h2>{t('Page not found')}</h2>
      <p>{t("The page you're looking for cannot be found. It may have been moved or no longer exists.")}</p>
      <Link className="button button--primary" to="/">
        {t('Go to homepage')}
      </Link>
    </section>
  )
}
