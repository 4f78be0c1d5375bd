import { HttpError, toHttpError } from './client.ts'
import { API_BASE } from './config.ts'
import type { TokenPair } from './types.ts'

export type { TokenPair }

function isTokenPair(value: unknown): value is TokenPair {
  if (typeof value !== 'object' || value === null) return false
  const pair = value as Record<string, unknown>
  return (
    typeof pair.access_token === 'string' && pair.access_token !== '' && typeof pair.refresh_token === 'string' && pair.refresh_token !== ''
  )
}

/**
 * spec §7: POST /v1/auth/login {email, password} → {access_token, refresh_token}. Sent without the
 * refresh-on-401 flow: a 401 here means wrong credentials, not an expired session.
 * Throws an HttpError on a non-2xx answer or an answer without both tokens.
 */
export async function login(email: string, password: string): Promise<TokenPair> {
  const res = await fetch(`${API_BASE}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok) throw await toHttpError(res)
  const body: unknown = await res.json().catch(() => null)
  if (!isTokenPair(body)) throw new HttpError(res.status, 'BAD_RESPONSE', 'The login answer holds no tokens')
  return { access_token: body.access_token, refresh_token: body.refresh_token }
}

/**
 * POST /v1/auth/logout: the server revokes this session's refresh tokens. Best effort: the
 * tokens leave this browser whatever the answer, so a failure here never keeps anyone signed in.
 */
export async function logout(refreshToken: string | null): Promise<void> {
  if (!refreshToken) return
  await fetch(`${API_BASE}/v1/auth/logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
    keepalive: true,
  }).catch(() => undefined)
}
