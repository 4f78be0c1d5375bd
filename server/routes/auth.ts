import { STAFF } from '../auth/roles.ts'
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { credentials, refreshBody, registerBody, tokenPair, userDto } from '../../schemas/wire/auth.ts'
import { errorDto } from '../../schemas/wire/error.ts'
import { type LoginLimiter, TOO_MANY_MESSAGE } from '../auth/login-limiter.ts'
import { passwordProblem } from '../auth/password-policy.ts'
import type { RefusedAddresses } from '../auth/refused-addresses.ts'
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords.ts'
import { currentUser } from '../auth/authenticate.ts'
import type { Epochs, TokenService } from '../auth/tokens.ts'
import type { DbHandle } from '../db/connect.ts'
import { recordSignIn } from '../db/people-repo.ts'
import {
  createUser,
  endAccessTokens,
  endAllSessions,
  findUserByEmail,
  normalizeEmail,
  revokeFamily,
  saveRefreshToken,
  spendRefreshToken,
  userSession,
} from '../db/users-repo.ts'
import { ApiError, errorBody } from '../errors.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { API_HEADERS } from '../security-headers.ts'

interface Deps {
  db: DbHandle
  tokens: TokenService
  limiter: LoginLimiter
  /** Where refused addresses are remembered for the login door (http/login-door.ts). */
  refused: RefusedAddresses
}

const errors = { 400: errorDto, 401: errorDto, 429: errorDto, 503: errorDto }

export function authRoutes(app: FastifyInstance, deps: Deps) {
  const { tokens, limiter, refused: door } = deps
  const db = deps.db.db
  const api = app.withTypeProvider<ZodTypeProvider>()

  /** A pair carrying the user's current epochs (see the guard, auth/authenticate.ts). */
  async function issuePair(
    userId: string,
    user: { token_epoch: number; access_epoch: number; role: string },
    family: string = randomUUID(),
  ) {
    const epochs: Epochs = { token: user.token_epoch, access: user.access_epoch }
    const refresh = await tokens.signRefresh(userId, family, epochs)
    await saveRefreshToken(db, { jti: refresh.jti, userId, family, expiresAt: refresh.expiresAt })
    return { access_token: await tokens.signAccess(userId, epochs, user.role), refresh_token: refresh.token }
  }

  /** The claims of a refresh token that is signed, stored for its user and family, and of the user's current token epoch. */
  async function liveRefresh(token: string) {
    const claims = await tokens.verify(token, 'refresh')
    if (!claims?.fam) return undefined
    const stored = await db.selectFrom('refresh_tokens').selectAll().where('id', '=', claims.jti).executeTakeFirst()
    if (!stored || stored.user_id !== claims.sub || stored.family !== claims.fam) return undefined
    const user = await userSession(db, claims.sub)
    if (!user || user.token_epoch !== claims.ep) return undefined
    return { claims: { ...claims, fam: claims.fam }, user }
  }

  /** Refusals are logged (warn) with the request's id and address, never the password. */
  const refused = (ip: string, reason: string, log: { warn(o: object, m: string): void }) => log.warn({ ip, reason }, 'sign-in refused')

  api.post(
    '/v1/auth/login',
    {
      config: { public: true },
      // The address's count comes first, before the body is parsed: a flood is refused at the cost of one
      // lookup and an answer written at once (no error thrown, nothing validated or serialized per request).
      onRequest: async (req, reply) => {
        const wait = await limiter.admitAddress(req.ip)
        if (wait === 0) return
        door.refuse(req.ip, wait)
        refused(req.ip, 'rate limited', req.log)
        return (reply as FastifyReply)
          .status(429)
          .headers(API_HEADERS)
          .header('Retry-After', String(wait))
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(errorBody('RATE_LIMITED', TOO_MANY_MESSAGE, undefined, req.id)))
      },
      schema: {
        tags: ['auth'],
        summary:
          'Signs in. LOGIN_RATE_LIMIT attempts a minute per address; an address that keeps failing for one account is refused for 15 minutes; an account under attack answers more slowly (up to 4 s) but a right password always works from another address.',
        body: credentials,
        response: { 200: tokenPair, ...errors },
      },
    },
    async (req, reply) => {
      const account = normalizeEmail(req.body.email)
      try {
        await limiter.admitAccount(req.ip, account)
      } catch (err) {
        if (err instanceof ApiError) refused(req.ip, 'rate limited for this account', req.log)
        throw err
      }
      const user = await findUserByEmail(db, account)
      const ok = await verifyPassword(req.body.password, user?.password_hash ?? (await dummyPasswordHash()))
      if (!user || !ok) {
        await limiter.failed(req.ip, account)
        refused(req.ip, user ? 'wrong password' : 'unknown account', req.log)
        // The address typed and whether it names an account; never the password.
        await recordAudit(db, {
          actorId: null,
          ip: req.ip,
          action: 'signin.failed',
          detail: { email: account.slice(0, 320), known: !!user },
        })
        throw new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong email or password.')
      }
      await limiter.succeeded(req.ip, account)
      await recordSignIn(db, user.id)
      return reply.send(await issuePair(user.id, user))
    },
  )

  api.post(
    '/v1/auth/token/refresh',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Trades a refresh token for a new pair. Each refresh token works once; presenting a spent one revokes its family.',
        body: refreshBody,
        response: { 200: tokenPair, ...errors },
      },
    },
    async (req, reply) => {
      const invalid = () => new ApiError(401, 'INVALID_REFRESH_TOKEN', 'The refresh token is not valid.')
      const live = await liveRefresh(req.body.refresh_token)
      if (!live) throw invalid()
      const { claims, user } = live
      if (!(await spendRefreshToken(db, claims.jti))) {
        await revokeFamily(db, claims.fam)
        throw invalid()
      }
      return reply.send(await issuePair(claims.sub, user, claims.fam))
    },
  )

  api.post(
    '/v1/auth/logout',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          'Ends a session: every refresh token of the family the given one belongs to is revoked, and every access token of its user issued before now stops working (the user’s other sessions get new ones with their refresh tokens). Answers 204 whatever the token, so it can always be called.',
        body: refreshBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const live = await liveRefresh(req.body.refresh_token)
      if (live) {
        await revokeFamily(db, live.claims.fam)
        await endAccessTokens(db, live.claims.sub)
      }
      return reply.status(204).send(null)
    },
  )

  api.post(
    '/v1/auth/logout-everywhere',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['auth'],
        summary:
          'Ends every session of the signed-in user: all their refresh and access tokens stop working, here and on every other device, as after a new password.',
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await endAllSessions(db, currentUser(req))
      return reply.status(204).send(null)
    },
  )

  api.post(
    '/v1/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Creates another administrator. The password follows NIST SP 800-63B: 12 characters or more, not only spaces, not a common password.',
        body: registerBody,
        response: { 201: userDto, ...errors, 409: errorDto },
      },
    },
    async (req, reply) => {
      const problem = passwordProblem(req.body.password)
      if (problem) throw new ApiError(400, 'WEAK_PASSWORD', problem, [{ path: ['password'], message: problem }])
      const user = await createUser(db, req.body.email, await hashPassword(req.body.password))
      if (!user) throw new ApiError(409, 'EMAIL_TAKEN', 'An account with this email exists.')
      return reply.status(201).send({ id: user.id, email: user.email })
    },
  )
}
