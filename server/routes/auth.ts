import { randomUUID } from 'node:crypto'
import type { FastifyInstance, onRequestHookHandler } from 'fastify'
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords.ts'
import type { RateLimiter } from '../auth/rate-limit.ts'
import type { TokenService } from '../auth/tokens.ts'
import type { DbHandle } from '../db/connect.ts'
import { createUser, findUserByEmail, normalizeEmail, revokeFamily, saveRefreshToken, spendRefreshToken } from '../db/users-repo.ts'
import { ApiError } from '../errors.ts'
import { defineRoute } from '../http/route.ts'
import { credentials, errorDto, refreshBody, registerBody, tokenPair } from './schemas.ts'

const err = { description: 'Error', schema: errorDto }

interface Deps {
  db: DbHandle
  tokens: TokenService
  limiter: RateLimiter
  authenticate: onRequestHookHandler
}

export function authRoutes(app: FastifyInstance, deps: Deps) {
  const { tokens, limiter } = deps
  const db = deps.db.db

  async function issuePair(userId: string, family: string = randomUUID()) {
    const refresh = await tokens.signRefresh(userId, family)
    await saveRefreshToken(db, { jti: refresh.jti, userId, family, expiresAt: refresh.expiresAt })
    return { access_token: await tokens.signAccess(userId), refresh_token: refresh.token }
  }

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/v1/auth/login',
      tag: 'auth',
      summary: 'Signs in. Rate-limited per address and per account (LOGIN_RATE_LIMIT attempts a minute).',
      body: credentials,
      responses: { 200: { description: 'A token pair', schema: tokenPair }, 400: err, 401: err, 429: err },
    },
    async (req, reply, { body }) => {
      const wait = Math.max(limiter.hit(`ip:${req.ip}`), limiter.hit(`account:${normalizeEmail(body.email)}`))
      if (wait > 0)
        throw new ApiError(429, 'RATE_LIMITED', 'Too many sign-in attempts. Try again later.', undefined, { 'Retry-After': String(wait) })
      const user = await findUserByEmail(db, body.email)
      const ok = await verifyPassword(body.password, user?.password_hash ?? (await dummyPasswordHash()))
      if (!user || !ok) throw new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong email or password.')
      return reply.send(await issuePair(user.id))
    },
  )

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/v1/auth/token/refresh',
      tag: 'auth',
      summary: 'Trades a refresh token for a new pair. Each refresh token works once; presenting a spent one revokes its family.',
      body: refreshBody,
      responses: { 200: { description: 'A new token pair', schema: tokenPair }, 400: err, 401: err },
    },
    async (_req, reply, { body }) => {
      const invalid = () => new ApiError(401, 'INVALID_REFRESH_TOKEN', 'The refresh token is not valid.')
      const claims = await tokens.verify(body.refresh_token, 'refresh')
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

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/v1/auth/register',
      tag: 'auth',
      auth: true,
      summary: 'Creates another administrator. Only a signed-in administrator may call it.',
      body: registerBody,
      responses: { 201: { description: 'Created' }, 400: err, 401: err, 409: err },
    },
    async (_req, reply, { body }) => {
      const user = await createUser(db, body.email, await hashPassword(body.password))
      if (!user) throw new ApiError(409, 'EMAIL_TAKEN', 'An account with this email exists.')
      return reply.status(201).send({ id: user.id, email: user.email })
    },
    deps.authenticate,
  )
}
