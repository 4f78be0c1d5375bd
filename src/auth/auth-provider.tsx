import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router'
import { onTokensChanged, tokenStorage } from './token-storage.ts'

/** issue 27: what a signed-in person may do; the server checks every write whatever this says. */
export type Role = 'admin' | 'editor' | 'translator'

export interface AuthState {
  /** Signed in (any role): the spec's administrator, who gets the admin bar and edit mode. */
  isAdmin: boolean
  /** The signed-in person's role, read from the access token's claim; null when signed out. */
  role: Role | null
  isLoading: boolean
  login(accessToken: string, refreshToken: string): void
  logout(): void
}

interface AuthActions {
  login(accessToken: string, refreshToken: string): void
  logout(): void
}

const AuthContext = createContext<AuthActions | null>(null)

/** The stored access token; '' when there is none (or storage cannot be read). */
function readToken(): string {
  try {
    return tokenStorage.access() ?? ''
  } catch (error) {
    console.error('Failed to check authentication status', error)
    return ''
  }
}

/** The role claim of an access token; a token without one (issued before roles) is an administrator's. */
function roleOf(token: string): Role {
  try {
    const payload = token.split('.')[1] ?? ''
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown }
    return claims.role === 'editor' || claims.role === 'translator' ? claims.role : 'admin'
  } catch {
    return 'admin'
  }
}

/**
 * The stored token, read where it is needed rather than kept in the provider's state: on the
 * server and while a server-rendered page hydrates it is unknown (null: loading), then the
 * browser's. Only the components that read it render again when it becomes known, so a
 * visitor's page gets no update from above once it has hydrated (an update would make React
 * draw the blocks that wait to hydrate at once, see HydrationGate).
 */
const useToken = (): string | null => useSyncExternalStore(onTokensChanged, readToken, () => null)

/**
 * spec §4: signed in exactly when an access token is stored (only its presence is checked here;
 * the server checks every write). False while unknown, and it stays false for a visitor, so
 * what reads only this (edit mode, the header) renders nothing again for a visitor.
 */
export function useIsAdmin(): boolean {
  return useSyncExternalStore(
    onTokensChanged,
    () => readToken() !== '',
    () => false,
  )
}

/** Provides sign-in and sign-out; the state itself follows the token storage (useAuth). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate()

  const login = useCallback((accessToken: string, refreshToken: string) => tokenStorage.set(accessToken, refreshToken), [])

  const logout = useCallback(() => {
    // The sign-in API's code comes when someone signs out: a visitor's first load carries none of it.
    const refresh = tokenStorage.refresh()
    void import('../api/login.ts').then(
      ({ logout: endSession }) => endSession(refresh),
      () => undefined,
    )
    tokenStorage.clear()
    navigate('/login')
  }, [navigate])

  const value = useMemo(() => ({ login, logout }), [login, logout])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

/** spec §4: loading at first (on the server and while hydrating), then administrator exactly when an access token is stored. */
export function useAuth(): AuthState {
  const actions = useContext(AuthContext)
  if (!actions) throw new Error('useAuth must be used within an AuthProvider')
  const token = useToken()
  return useMemo(() => ({ isAdmin: !!token, role: token ? roleOf(token) : null, isLoading: token === null, ...actions }), [token, actions])
}
