import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { logout as endSession } from '../api/login.ts'
import { onTokensChanged, tokenStorage } from './token-storage.ts'

export interface AuthState {
  isAdmin: boolean
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

/**
 * spec §4: loading at first, then administrator exactly when an access token is stored (only its
 * presence is checked here; the server checks every write).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const [isAdmin, setIsAdmin] = useState(false)
  const [isLoading, setIsLoading] = useState(true)

  useEffect(() => {
    setIsAdmin(readIsAdmin())
    setIsLoading(false)
    return onTokensChanged(() => setIsAdmin(readIsAdmin()))
  }, [])

  const login = useCallback((accessToken: string, refreshToken: string) => {
    tokenStorage.set(accessToken, refreshToken)
    setIsAdmin(true)
  }, [])

  const logout = useCallback(() => {
    // The server ends the session too (its refresh tokens are revoked), not only this browser.
    void endSession(tokenStorage.refresh())
    tokenStorage.clear()
    setIsAdmin(false)
    navigate('/login')
  }, [navigate])

  const value = useMemo(() => ({ isAdmin, isLoading, login, logout }), [isAdmin, isLoading, login, logout])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext)
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider')
  return ctx
}
