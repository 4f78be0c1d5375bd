import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
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

/** Providers that need the router (navigation on logout and on a lost session). */
export function RootProviders() {
  const [client] = useState(makeQueryClient)
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={<div className="page-message">Loading...</div>}>
        <NotificationProvider>
          <AuthProvider>
            <AuthLostRedirect />
            <EditorHostProvider>
              <Outlet />
            </EditorHostProvider>
          </AuthProvider>
        </NotificationProvider>
      </Suspense>
    </QueryClientProvider>
  )
}
