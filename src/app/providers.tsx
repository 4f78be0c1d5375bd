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

/**
 * Shown while a part of the app loads. The translations themselves may be what is loading, so it
 * shows the translated 'Loading...' once they are there and a neutral ellipsis before; it never
 * suspends itself.
 */
function LoadingFallback() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false })
  return (
    <div className="page-message" role="status" aria-busy="true">
      {ready ? t('Loading...') : '…'}
    </div>
  )
}

/** Providers that need the router (navigation on logout and on a lost session). */
export function RootProviders() {
  return (
    <Suspense fallback={<LoadingFallback />}>
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
