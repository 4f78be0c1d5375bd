import type { LinkStateDto } from '../../schemas/wire/people.ts'
import { HttpError, toHttpError } from './client.ts'
import { API_BASE } from './config.ts'

export type LinkState = LinkStateDto['state'] | 'unknown'

const linkUrl = (token: string) => `${API_BASE}/v1/auth/password-links/${encodeURIComponent(token)}`

/** GET /v1/auth/password-links/{token}: valid (with its e-mail), used, expired, or unknown (404). */
export async function readPasswordLink(token: string): Promise<{ state: LinkState; email?: string }> {
  const res = await fetch(linkUrl(token))
  if (res.status === 404 || res.status === 400) return { state: 'unknown' }
  if (!res.ok) throw await toHttpError(res)
  const body = (await res.json()) as LinkStateDto
  return { state: body.state, email: body.email }
}

/** POST /v1/auth/password-links/{token} {password}: throws an HttpError (WEAK_PASSWORD, LINK_USED, LINK_EXPIRED, LINK_NOT_FOUND). */
export async function setPasswordThroughLink(token: string, password: string): Promise<void> {
  const res = await fetch(linkUrl(token), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  })
  if (!res.ok)
    throw res.status === 400 || res.status >= 404 ? await toHttpError(res) : new HttpError(res.status, 'HTTP_ERROR', res.statusText)
}
