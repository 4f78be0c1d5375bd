import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { logout as endSession } from '../api/login.ts'
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

const AuthContext = createContext<AuthState | null>(null)

function readIsAdmin(): boolean {
  try {
    return !!tokenStorage.access()
  } catch (error) {
    console.error('Failed to check authentication status', error)
    return false
  }
}

/** The role claim of the stored access token; a token without one (issued before roles) is an administrator's. */
function readRole(): Role | null {
  const token = tokenStorage.access()
  if (!token) return null
  try {
    const payload = token.split('.')[1] ?? ''
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown }
    return claims.role === 'editor' || claims.role === 'translator' ? claims.role : 'admin'
  } catch {
    return 'admin'
  }
}

/**
 * spec §4: loading at first, then administrator exactly when an access token is stored (only its
 * presence is checked here; the server checks every write).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const [isAdmin, setIsAdmin] = useState(false)
  const [role, setRole] = useState<Role | null>(null)
  const [isLoading, setIsLoading] = useState(true)

  useEffect(() => {
    const read = () => {
      const signedIn = readIsAdmin()
      setIsAdmin(signedIn)
      setRole(signedIn ? readRole() : null)
    }
    read()
    setIsLoading(false)
    return onTokensChanged(read)
  }, [])

  const login = useCallback((accessToken: string, refreshToken: string) => {
    tokenStorage.set(accessToken, refreshToken)
    setIsAdmin(true)
    setRole(readRole())
  }, [])

  const logout = useCallback(() => {
    // The server ends the session too (its refresh tokens are revoked), not only this browser.
    void endSession(tokenStorage.refresh())
    tokenStorage.clear()
    setIsAdmin(false)
    setRole(null)
    navigate('/login')
  }, [navigate])

  const value = useMemo(() => ({ isAdmin, role, isLoading, login, logout }), [isAdmin, role, isLoading, login, logout])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext)
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider')
  return ctx
}
