import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useAuth } from '../auth/auth-provider.tsx'

export interface LoginRedirectState {
  from?: string
}

/**
 * spec §2: edit=true without an administrator goes to /login, remembering where from; nothing
 * while auth loads. Only edit=true waits for auth: a visitor's page renders at once (also on the server).
 */
export function EditGuard({ children }: { children: ReactNode }) {
  const { isAdmin, isLoading } = useAuth()
  const location = useLocation()
  const wantsEdit = new URLSearchParams(location.search).get('edit') === 'true'
  if (!wantsEdit) return <>{children}</>
  if (isLoading) return null
  if (!isAdmin) {
    const state: LoginRedirectState = { from: location.pathname + location.search + location.hash }
    return <Navigate to="/login" replace state={state} />
  }
  return <>{children}</>
}
