import type { FastifyRequest, onRequestHookHandler } from 'fastify'
import { ApiError } from '../errors.ts'
import type { UserSession } from '../db/users-repo.ts'
import { isRole, type Role } from './roles.ts'
import type { TokenService } from './tokens.ts'

declare module 'fastify' {
  interface FastifyRequest {
    userId: string | null
    userRole: Role | null
  }
}

type SessionOf = (id: string) => Promise<UserSession | undefined>

const ROLE_NAMES: Record<Role, string> = { admin: 'an administrator', editor: 'an editor', translator: 'a translator' }

/**
 * The guard of every route not declared public: a valid access token of an existing person,
 * issued at the user's current epochs, whose role the route allows (administrators: every route;
 * the others: the routes whose `config.roles` names them). Runs before the body is read, so a
 * refused write reads nothing.
 */
export function adminGuard(tokens: TokenService, sessionOf: SessionOf): onRequestHookHandler {
  const memberOf = signedIn(tokens, sessionOf)
  return async (request: FastifyRequest) => {
    const member = await memberOf(request)
    if (!member) throw new ApiError(401, 'UNAUTHORIZED', 'A valid access token is required.', undefined, { 'WWW-Authenticate': 'Bearer' })
    const roles = request.routeOptions.config.roles ?? []
    if (member.role !== 'admin' && !roles.includes(member.role)) {
      const allowed = ['admin' as const, ...roles].map((r) => ROLE_NAMES[r]).join(' or ')
      throw new ApiError(403, 'FORBIDDEN', `You are signed in as ${ROLE_NAMES[member.role]}: only ${allowed} may do this.`)
    }
    request.userId = member.id
    request.userRole = member.role
    actors.set(request, { email: member.email, name: member.name })
  }
}

/** Who the guard let in, as the audit log copies them (their e-mail and name when the request began). */
export interface Actor {
  email: string
  name: string
}

// Beside the request rather than on it: the guard's one read of the person serves the audit entry too.
const actors = new WeakMap<object, Actor>()

/** The person the guard let this request in as; undefined for a public route. */
export const actorOf = (request: object): Actor | undefined => actors.get(request)

/**
 * The person whose valid access token the request carries, or null (never throws). The user is
 * read on every request anyway (a removed user's token stops at once), so comparing the epochs
 * and reading the role cost nothing more: a new password, a sign-out or a sign-out everywhere
 * ends the access tokens issued before it, not 15 minutes later; a changed role applies to the
 * next request.
 */
export function signedIn(tokens: TokenService, sessionOf: SessionOf) {
  return async (request: FastifyRequest): Promise<({ id: string; role: Role } & Actor) | null> => {
    const header = request.headers.authorization ?? ''
    const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header)
    const claims = match?.[1] ? await tokens.verify(match[1], 'access') : null
    if (!claims) return null
    const user = await sessionOf(claims.sub)
    const current = !!user && isRole(user.role) && user.token_epoch === claims.ep && user.access_epoch === claims.ae
    return current ? { id: claims.sub, role: user.role as Role, email: user.email, name: user.name } : null
  }
}

export function currentUser(request: FastifyRequest): string {
  if (!request.userId) throw new ApiError(401, 'UNAUTHORIZED', 'A valid access token is required.')
  return request.userId
}
