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
import type { TokenService } from '../auth/tokens.ts'
import type { DbHandle } from '../db/connect.ts'
import { createUser, findUserByEmail, normalizeEmail, revokeFamily, saveRefreshToken, spendRefreshToken } from '../db/users-repo.ts'
import { ApiError, errorBody } from '../errors.ts'
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

  async function issuePair(userId: string, family: string = randomUUID()) {
    const refresh = await tokens.signRefresh(userId, family)
    await saveRefreshToken(db, { jti: refresh.jti, userId, family, expiresAt: refresh.expiresAt })
    return { access_token: await tokens.signAccess(userId), refresh_token: refresh.token }
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
        throw new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong email or password.')
      }
      await limiter.succeeded(req.ip, account)
      return reply.send(await issuePair(user.id))
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
      const claims = await tokens.verify(req.body.refresh_token, 'refresh')
      if (!claims?.fam) throw invalid()
      const stored = await db.selectFrom('refresh_tokens').selectAll().where('id', '=', claims.jti).executeTakeFirst()
      if (!stored || stored.user_id !== claims.sub || stored.family !== claims.fam) throw invalid()
      if (!(await spendRefreshToken(db, claims.jti))) {
        await revokeFamily(db, claims.fam)
        throw invalid()
      }
      return reply.send(await issuePair(claims.sub, claims.fam))
    },
  )

  api.post(
    '/v1/auth/logout',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          'Ends a session: every refresh token of the family the given one belongs to is revoked. Answers 204 whatever the token, so it can always be called.',
        body: refreshBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const claims = await tokens.verify(req.body.refresh_token, 'refresh')
      if (claims?.fam) await revokeFamily(db, claims.fam)
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
