import { lazy, Suspense, useEffect, useRef } from 'react'
import { useI18n } from '../i18n/translation.tsx'
import { Outlet, useLocation } from 'react-router'
import { blocks } from '../../registry/index.ts'
import { usePage } from '../api/get-page.ts'
import { BlockView } from '../engine/block-view.tsx'
import { useGatesOpenOnRouteChange } from '../engine/hydration-gate.tsx'
import { useEditMode, useSeesDrafts } from '../engine/edit-mode.ts'
import { EditGuard } from './edit-guard.tsx'
import { previewToken } from '../preview/preview-token.ts'

/**
 * spec §2: the page scrolls to the top on every route change. Not on the first render: a page
 * the browser has just loaded keeps its own scroll (a link to /solutions/x#request-demo-form, a
 * reload), and a server-rendered page hydrating must not jump away from where the visitor is.
 */
function ScrollToTop() {
  const { pathname } = useLocation()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}

// Only a preview link's tab shows the bar: everyone else loads none of it.
const PreviewBanner = lazy(() => import('./preview-banner.tsx'))

/** Header, content, footer. The header and footer are blocks of the pages 'header' and 'footer'. */
export function MainLayout() {
  const { t } = useI18n()
  const editing = useEditMode()
  const drafts = useSeesDrafts()
  const header = usePage('header')
  const footer = usePage('footer')
  const headerBlock = header.data?.blocks[0]
  const footerBlock = footer.data?.blocks[0]
  useGatesOpenOnRouteChange(useLocation())
  return (
    <EditGuard>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      {(header.isError || footer.isError) && (
        <div className="global-error" role="alert">
          {t('Failed to load global content.')}
        </div>
      )}
      {headerBlock && <BlockView slug="header" block={headerBlock} def={blocks.header} editing={editing} drafts={drafts} />}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {previewToken() && (
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      )}
      {/* Not gated: its 'Scroll to top' button answers scrolling anywhere on the page. */}
      {footerBlock && <BlockView slug="footer" block={footerBlock} def={blocks.footer} editing={editing} drafts={drafts} />}
    </EditGuard>
  )
}
