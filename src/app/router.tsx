import { lazy, Suspense } from 'react'
import { createBrowserRouter, Navigate, type RouteObject, useParams } from 'react-router'
import { layouts } from '../../page-layouts/index.ts'
import { contentRoutes } from '../../page-layouts/routes.ts'
import { ContentPage } from './content-page.tsx'
import { MainLayout } from './main-layout.tsx'
import { NotFoundPage } from './not-found.tsx'
import { RootProviders } from './providers.tsx'

const LoginPage = lazy(() => import('../pages/login/login-page.tsx'))
const BlockGallery = lazy(() => import('./block-gallery.tsx'))

function VacancyRedirect() {
  const { vacancyId = '' } = useParams()
  return <Navigate to={`/vacancy-details/${encodeURIComponent(vacancyId)}`} replace />
}

const pageRoutes: RouteObject[] = contentRoutes.map((route) => {
  const layout = route.page ? layouts[route.page] : undefined
  if (!layout) throw new Error(`No layout for page '${route.page}'`)
  return { path: route.path, element: <ContentPage key={route.path} layout={layout} title={route.title} /> }
})

export const routes: RouteObject[] = [
  {
    element: <RootProviders />,
    children: [
      {
        path: '/login/*',
        element: (
          <Suspense fallback={null}>
            <LoginPage />
          </Suspense>
        ),
      },
      {
        element: <MainLayout />,
        children: [
          ...pageRoutes,
          { path: '/blog', element: <Navigate to="/resources?filter=blog" replace /> },
          { path: '/events', element: <Navigate to="/resources?filter=event" replace /> },
          { path: '/careers/:vacancyId', element: <VacancyRedirect /> },
          {
            path: '/admin/blocks',
            element: (
              <Suspense fallback={null}>
                <BlockGallery />
              </Suspense>
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
