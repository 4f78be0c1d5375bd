import type { FastifyRequest, onRequestHookHandler } from 'fastify'
import { ApiError } from '../errors.ts'
import type { UserSession } from '../db/users-repo.ts'
import type { TokenService } from './tokens.ts'

declare module 'fastify' {
  interface FastifyRequest {
    userId: string | null
  }
}

type SessionOf = (id: string) => Promise<UserSession | undefined>

/**
 * The guard of every route not declared public: a valid access token of an existing
 * administrator, issued at the user's current epochs. Runs before the body is read, so a
 * refused write reads nothing.
 */
export function adminGuard(tokens: TokenService, sessionOf: SessionOf): onRequestHookHandler {
  const adminOf = administrator(tokens, sessionOf)
  return async (request: FastifyRequest) => {
    const id = await adminOf(request)
    if (!id) throw new ApiError(401, 'UNAUTHORIZED', 'A valid access token is required.', undefined, { 'WWW-Authenticate': 'Bearer' })
    request.userId = id
  }
}

/**
 * The administrator whose valid access token the request carries, or null (never throws). The
 * user is read on every request anyway (a removed user's token stops at once), so comparing the
 * epochs costs nothing more: a new password, a sign-out or a sign-out everywhere ends the access
 * tokens issued before it, not 15 minutes later.
 */
export function administrator(tokens: TokenService, sessionOf: SessionOf) {
  return async (request: FastifyRequest): Promise<string | null> => {
    const header = request.headers.authorization ?? ''
    const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header)
    const claims = match?.[1] ? await tokens.verify(match[1], 'access') : null
    if (!claims) return null
    const user = await sessionOf(claims.sub)
    const current = user?.role === 'admin' && user.token_epoch === claims.ep && user.access_epoch === claims.ae
    return current ? claims.sub : null
  }
}

export function currentUser(request: FastifyRequest): string {
  if (!request.userId) throw new ApiError(401, 'UNAUTHORIZED', 'A valid access token is required.')
  return request.userId
}
