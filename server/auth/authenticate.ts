import type { FastifyRequest, onRequestHookHandler } from 'fastify'
import { ApiError } from '../errors.ts'
import type { TokenService } from './tokens.ts'

declare module 'fastify' {
  interface FastifyRequest {
    userId: string | null
  }
}

/**
 * The guard of every route not declared public: a valid access token of an existing
 * administrator. Runs before the body is read, so a refused write reads nothing.
 */
export function adminGuard(tokens: TokenService, roleOf: (id: string) => Promise<string | undefined>): onRequestHookHandler {
  const adminOf = administrator(tokens, roleOf)
  return async (request: FastifyRequest) => {
    const id = await adminOf(request)
    if (!id) throw new ApiError(401, 'UNAUTHORIZED', 'A valid access token is required.', undefined, { 'WWW-Authenticate': 'Bearer' })
    request.userId = id
  }
}

/** The administrator whose valid access token the request carries, or null (never throws). */
export function administrator(tokens: TokenService, roleOf: (id: string) => Promise<string | undefined>) {
  return async (request: FastifyRequest): Promise<string | null> => {
    const header = request.headers.authorization ?? ''
    const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header)
    const claims = match?.[1] ? await tokens.verify(match[1], 'access') : null
    return claims && (await roleOf(claims.sub)) === 'admin' ? claims.sub : null
  }
}

export function currentUser(request: FastifyRequest): string {
  if (!request.userId) throw new ApiError(401, 'UNAUTHORIZED', 'A valid access token is required.')
  return request.userId
}
