import { type ComponentType, lazy, Suspense } from 'react'
import { Navigate, Route, Routes, useParams } from 'react-router'
import { layouts } from '../../page-layouts/index.ts'
import { contentRoutes } from '../../page-layouts/routes.ts'
import { blocks, frameBlocks } from '../../registry/index.ts'
import { httpContentStore } from '../api/content-store.ts'
import { EngineProvider } from '../engine/engine-context.tsx'
import { ContentPage } from './content-page.tsx'
import { MainLayout } from './main-layout.tsx'
import { NotFoundPage } from './not-found.tsx'
import { RootProviders } from './providers.tsx'

const LoginPage = lazy(() => import('../pages/login/login-page.tsx'))
const AdminPage = lazy(() => import('../pages/admin/admin-page.tsx'))
/** The administrators' pages (src/pages/admin/admin-page.tsx): any other /admin/ path is not found. */
const ADMIN_PAGES = ['blocks', 'submissions', 'translations', 'people', 'audit']

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
    <EngineProvider registry={blocks} store={httpContentStore} frame={frameBlocks} routes={contentRoutes}>
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
            {ADMIN_PAGES.map((name) => (
              <Route key={name} path={`/admin/${name}`} element={<Lazy page={AdminPage} />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </EngineProvider>
  )
}
