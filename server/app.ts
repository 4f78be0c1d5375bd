import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { findRoute } from '../page-layouts/routes.ts'
import { authenticator } from './auth/authenticate.ts'
import { memoryRateLimiter } from './auth/rate-limit.ts'
import { TokenService } from './auth/tokens.ts'
import type { Config } from './config.ts'
import { type DbHandle, migrate, openDatabase } from './db/connect.ts'
import { userExists } from './db/users-repo.ts'
import { errorBody, registerErrorHandler } from './errors.ts'
import { PageCache } from './page-cache.ts'
import { authRoutes } from './routes/auth.ts'
import { buildOpenApi } from './routes/docs.ts'
import { pageReadRoute, pageWriteRoutes } from './routes/pages.ts'
import { uploadRoutes } from './routes/uploads.ts'
import { headersFor } from './security-headers.ts'
import { seedDatabase } from './seed/run.ts'

export interface AppContext {
  app: FastifyInstance
  db: DbHandle
  cache: PageCache
}

const JSON_BODY_LIMIT = 1024 * 1024

const securityHeadersHook = (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, p: unknown) => void) => {
  reply.headers(headersFor(req.url))
  done(null, payload)
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** Builds the whole service without listening, so tests drive it with app.inject(). */
export async function buildApp(config: Config, opts: { logger?: boolean } = {}): Promise<AppContext> {
  const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile })
  await migrate(db.db)
  await seedDatabase(db.db)
  const cache = new PageCache(db.dialect === 'postgres' ? db.url : undefined)
  await cache.start()

  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: false,
    return503OnClosing: true,
    // URLs the router cannot read (bad percent-encoding, overlong parameter) get the same JSON error shape.
    // The onSend hook does not run for these, so the security headers are set here.
    frameworkErrors(error, req, reply) {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400
      return (reply as FastifyReply)
        .headers(headersFor(req.url))
        .status(status)
        .send(errorBody('BAD_REQUEST', 'The request URL is malformed.'))
    },
  })
  app.decorateRequest('userId', null)
  registerErrorHandler(app)

  app.addHook('onClose', async () => {
    await cache.close()
    await db.db.destroy()
  })

  const tokens = new TokenService(config.jwtSecret, config.accessTokenTtl, config.refreshTokenTtl)
  const authenticate = authenticator(tokens, (id) => userExists(db.db, id))
  const limiter = memoryRateLimiter(config.loginRateLimit)
  const limits = { imageMaxBytes: config.imageMaxBytes, videoMaxBytes: config.videoMaxBytes }

  // The page read, the hottest path, sets its headers itself; everything else gets them from a
  // hook in its own scope (a hook costs every request it runs on).
  await app.register(async (api) => pageReadRoute(api, { db, cache }), { prefix: '/api' })
  await app.register(
    async (api) => {
      api.addHook('onSend', securityHeadersHook)
      await api.register(multipart, {
        limits: { fileSize: Math.max(limits.imageMaxBytes, limits.videoMaxBytes), files: 1, fields: 5, parts: 6 },
        throwFileSizeLimit: false,
      })
      pageWriteRoutes(api, { db, cache, authenticate })
      authRoutes(api, { db, tokens, limiter, authenticate })
      uploadRoutes(api, { db, dir: config.uploadDir, limits, authenticate })
      const openApi = buildOpenApi(api, '/api')
      api.get('/docs', async () => openApi)
      await api.register(fastifyStatic, {
        root: config.uploadDir,
        prefix: '/data/uploads/',
        decorateReply: false,
        dotfiles: 'ignore',
        index: false,
        setHeaders(res) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable')
          res.header('X-Content-Type-Options', 'nosniff')
        },
      })
    },
    { prefix: '/api' },
  )

  const indexFile = config.siteDir ? join(config.siteDir, 'index.html') : undefined
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined
  const siteDir = config.siteDir
  if (siteDir && indexHtml) {
    await app.register(async (site) => {
      site.addHook('onSend', securityHeadersHook)
      await site.register(fastifyStatic, {
        root: siteDir,
        index: false,
        wildcard: false,
        setHeaders(res, path) {
          const hashed = /[\\/]assets[\\/]/.test(path)
          res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
        },
      })
    })
  }

  app.setNotFoundHandler((req, reply) => {
    reply.headers(headersFor(req.url))
    if (req.url === '/api' || req.url.startsWith('/api/'))
      return reply.status(404).send(errorBody('NOT_FOUND', `No API route ${req.method} ${req.url.split('?')[0]}.`))
    if (!indexHtml || (req.method !== 'GET' && req.method !== 'HEAD')) return reply.status(404).send(errorBody('NOT_FOUND', 'Not found.'))
    const known = findRoute(safeDecode(req.url.split('?')[0] ?? '/'))
    return reply
      .status(known ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml)
  })

  return { app, db, cache }
}
