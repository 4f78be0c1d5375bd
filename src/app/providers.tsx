import { QueryClient } from '@tanstack/react-query'
import { Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useNavigate } from 'react-router'
import { setAuthLostHandler } from '../api/client.ts'
import { AuthProvider } from '../auth/auth-provider.tsx'
import { EditorHostProvider } from '../engine/editor-host.tsx'
import { NotificationProvider } from '../notifications/notifications.tsx'

export function makeQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } })
}

function AuthLostRedirect() {
  const navigate = useNavigate()
  useEffect(() => setAuthLostHandler(() => navigate('/login')), [navigate])
  return null
}

function Loading() {
  const { t } = useTranslation()
  return <div className="page-message">{t('Loading...')}</div>
}

/** Providers that need the router (navigation on logout and on a lost session). */
export function RootProviders() {
  return (
    <Suspense fallback={<Loading />}>
      <NotificationProvider>
        <AuthProvider>
          <AuthLostRedirect />
          <EditorHostProvider>
            <Outlet />
          </EditorHostProvider>
        </AuthProvider>
      </NotificationProvider>
    </Suspense>
  )
}
