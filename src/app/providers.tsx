import { QueryClient } from '@tanstack/react-query'
import { Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useNavigate } from 'react-router'
import { setAuthLostHandler } from '../api/client.ts'
import { AuthProvider } from '../auth/auth-provider.tsx'
import { EditorHostProvider } from '../engine/editor-host.tsx'
import { TranslationProvider } from '../i18n/translation.tsx'
import { NotificationProvider } from '../notifications/notifications.tsx'

export function makeQueryClient() {
  const client = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } })
  // A whole page that changed (a save, a reload) makes what visitors read of it old (its summary,
  // its items' pages): read again when next shown.
  client.getQueryCache().subscribe((event) => {
    const [kind, slug, view] = event.query.queryKey as readonly unknown[]
    if (event.type !== 'updated' || event.action.type !== 'success' || kind !== 'page' || typeof slug !== 'string' || view) return
    void client.invalidateQueries({
      predicate: (q) => q.queryKey[0] === 'page' && q.queryKey[1] === slug && q.queryKey.length > 2,
      refetchType: 'none',
    })
  })
  return client
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
      <TranslationProvider>
        <NotificationProvider>
          <AuthProvider>
            <AuthLostRedirect />
            <EditorHostProvider>
              <Outlet />
            </EditorHostProvider>
          </AuthProvider>
        </NotificationProvider>
      </TranslationProvider>
    </Suspense>
  )
}
