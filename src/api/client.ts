import { isErrorCode } from '../../schemas/wire/error-codes.ts'
import { tokenStorage } from '../auth/token-storage.ts'
import { API_BASE } from './config.ts'
import type { ErrorCode, TokenPair } from './types.ts'

/** A failed call. `code` is one of the API's error codes (schemas/wire/error-codes.ts), or what went wrong before an answer was read. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'HTTP_ERROR' | 'BAD_RESPONSE',
    message: string,
    readonly details?: unknown,
  ) {
    super(message)
  }
}

let onAuthLost: () => void = () => window.location.assign('/login')
/** The app routes lost sessions through its router instead of a full reload. */
export function setAuthLostHandler(handler: () => void) {
  onAuthLost = handler
}

let refreshing: Promise<boolean> | null = null

/** One refresh at a time: every request that meets a 401 waits for the same one. */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = tokenStorage.refresh()
    if (!refreshToken) return false
    try {
      const res = await fetch(`${API_BASE}/v1/auth/token/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      })
      if (!res.ok) return false
      const pair = (await res.json()) as TokenPair
      tokenStorage.set(pair.access_token, pair.refresh_token)
      return true
    } catch {
      return false
    }
  })().finally(() => {
    refreshing = null
  })
  return refreshing
}

export async function toHttpError(res: Response): Promise<HttpError> {
  const body = (await res.json().catch(() => null)) as { error?: { code?: unknown; message?: string; details?: unknown } } | null
  const code = isErrorCode(body?.error?.code) ? body.error.code : 'HTTP_ERROR'
  return new HttpError(res.status, code, body?.error?.message ?? res.statusText, body?.error?.details)
}

/**
 * spec §4/§8: a 401 is retried once after a refresh. No refresh token → the access token is
 * removed and the visitor goes to /login; a failed refresh clears both tokens → /login.
 */
export async function withAuthRetry(send: (accessToken: string | null) => Promise<Response>): Promise<Response> {
  const res = await send(tokenStorage.access())
  if (res.status !== 401) return res
  if (!tokenStorage.refresh()) {
    tokenStorage.clearAccess()
    onAuthLost()
    return res
  }
  if (!(await refreshTokens())) {
    tokenStorage.clear()
    onAuthLost()
    return res
  }
  return send(tokenStorage.access())
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await withAuthRetry((token) => {
    const headers = new Headers(init.headers)
    if (token) headers.set('Authorization', `Bearer ${token}`)
    if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json')
    return fetch(`${API_BASE}${path}`, { ...init, headers })
  })
  if (!res.ok) throw await toHttpError(res)
  return (res.status === 204 ? undefined : await res.json()) as T
}
