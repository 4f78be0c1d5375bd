import { type ComponentType, lazy, Suspense } from 'react'
import { Navigate, Route, Routes, useParams } from 'react-router'
import { layouts } from '../../page-layouts/index.ts'
import { contentRoutes } from '../../page-layouts/routes.ts'
import { blocks, frameBlocks } from '../../registry/index.ts'
import { EngineProvider } from '../engine/engine-context.tsx'
import { ContentPage } from './content-page.tsx'
import { MainLayout } from './main-layout.tsx'
import { NotFoundPage } from './not-found.tsx'
import { RootProviders } from './providers.tsx'

const LoginPage = lazy(() => import('../pages/login/login-page.tsx'))
const BlockGallery = lazy(() => import('./block-gallery.tsx'))
const SubmissionsPage = lazy(() => import('../pages/admin/submissions-page.tsx'))
const TranslationsPage = lazy(() => import('../pages/admin/translations-page.tsx'))
const PeoplePage = lazy(() => import('../pages/admin/people-page.tsx'))
const AuditPage = lazy(() => import('../pages/admin/audit-page.tsx'))

/** A page whose code loads when it is first visited: nothing shows until it is there. */
function Lazy({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  )
}

function VacancyRedirect() {
  const { vacancyId = '' } = useParams()
  return <Navigate to={`/vacancy-details/${encodeURIComponent(vacancyId)}`} replace />
}

/**
 * The route table of spec/overview.md §2 (page-layouts/routes.ts) as declarative routes: the
 * declarative router is half the size of the data router and we use no loaders.
 */
export function AppRoutes() {
  return (
    <EngineProvider registry={blocks} frame={frameBlocks} routes={contentRoutes}>
      <Routes>
        <Route element={<RootProviders />}>
          <Route path="/login/*" element={<Lazy page={LoginPage} />} />
          <Route element={<MainLayout />}>
            {contentRoutes.map((route) => {
              const layout = route.page ? layouts[route.page] : undefined
              if (!layout) throw new Error(`No layout for page '${route.page}'`)
              return (
                <Route key={route.path} path={route.path} element={<ContentPage key={route.path} layout={layout} title={route.title} />} />
              )
            })}
            <Route path="/blog" element={<Navigate to="/resources?filter=blog" replace />} />
            <Route path="/events" element={<Navigate to="/resources?filter=event" replace />} />
            <Route path="/careers/:vacancyId" element={<VacancyRedirect />} />
            <Route path="/admin/blocks" element={<Lazy page={BlockGallery} />} />
            <Route path="/admin/submissions" element={<Lazy page={SubmissionsPage} />} />
            <Route path="/admin/translations" element={<Lazy page={TranslationsPage} />} />
            <Route path="/admin/people" element={<Lazy page={PeoplePage} />} />
            <Route path="/admin/audit" element={<Lazy page={AuditPage} />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </EngineProvider>
  )
}
