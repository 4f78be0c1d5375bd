import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { constants as zlibConstants } from 'node:zlib'
import compress from '@fastify/compress'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify'
import type { DestinationStream } from 'pino'
import './zod-english.ts'
import { BufferedLines } from './log-lines.ts'
import { JSON_BODY_LIMIT } from './body-limit.ts'
import { adminGuard, signedIn } from './auth/authenticate.ts'
import { type LoginLimiter, memoryLoginLimiter, postgresLoginLimiter } from './auth/login-limiter.ts'
import { RefusedAddresses } from './auth/refused-addresses.ts'
import { TokenService } from './auth/tokens.ts'
import type { Config } from './config.ts'
import { type DbHandle, migrate, openDatabase, resilientPool } from './db/connect.ts'
import { purgeDeleted } from './db/deleted-blocks.ts'
import { keepAuditYear } from './audit/audit-log.ts'
import { recordFired } from './audit/scheduled.ts'
import { localChanges, type PageChanges, PgChanges } from './db/page-changes.ts'
import { pageVersions } from './db/page-versions.ts'
import { userSession } from './db/users-repo.ts'
import { errorBody, registerErrorHandler } from './errors.ts'
import { clientErrorHandler, createHttpServer } from './http/client-errors.ts'
import { closedByDefault } from './http/closed-by-default.ts'
import { overHttps } from './http/https.ts'
import { addressOf, loginDoor } from './http/login-door.ts'
import { pageDoor } from './http/page-door.ts'
import { registerOpenApi } from './http/openapi.ts'
import { PageCache } from './page-cache.ts'
import { auditRoutes } from './routes/audit.ts'
import { authRoutes } from './routes/auth.ts'
import { docsRoute } from './routes/docs.ts'
import { healthRoute } from './routes/health.ts'
import { historyRoutes } from './routes/history.ts'
import { previewReader, previewRoutes } from './routes/previews.ts'
import { pageLoader, pageReadRoute, pageWriteRoutes } from './routes/pages.ts'
import { pageEventsRoute } from './routes/page-events.ts'
import { PageEvents } from './live/page-events.ts'
import { peopleRoutes } from './routes/people.ts'
import { scheduleRoutes } from './routes/schedules.ts'
import { type AfterFire, Scheduler } from './schedule/scheduler.ts'
import { siteConfigRoute } from './routes/site-config.ts'
import { submissionRoutes } from './routes/submissions.ts'
import { uploadFileRoute } from './routes/upload-files.ts'
import { uploadRoutes } from './routes/uploads.ts'
import { headersFor, HSTS, SITE_HEADERS } from './security-headers.ts'
import { seedDatabase } from './seed/run.ts'
import { HtmlCache } from './site/html-cache.ts'
import { siteMapRoutes } from './site/sitemap-routes.ts'
import { originFor } from './site/site-origin.ts'
import { createSiteRenderer, loadBuiltRenderer, type Renderer } from './site/ssr.ts'
import { registerSite } from './site/static-files.ts'
import { type FormLimiter, memoryFormLimiter, postgresFormLimiter } from './submissions/limiter.ts'
import { sweepIncoming } from './storage/local.ts'
import { CopyMaker } from './uploads/copies.ts'
import { backfillUploadHashes } from './uploads/hashes.ts'
import { openStorages } from './storage/open.ts'
import type { Storages } from './storage/storage.ts'

export interface AppContext {
  app: FastifyInstance
  db: DbHandle
  cache: PageCache
  changes: PageChanges
  /** Editors' live view of the pages they have open (presence, others' writes). */
  events: PageEvents
  /** Where uploads and attachments are stored (the data folder, or STORAGE_URL's bucket). */
  storage: Storages
  /** Scheduled publishing in this process (tests fire due schedules with runDue()). */
  scheduler: Scheduler
  /** Uploads' responsive copies, made after the answer (`idle()` settles when all are made). */
  copies: CopyMaker
}

export interface AppOptions {
  /** The server-rendering entry; by default the SSR build beside the site (tests pass src/entry-server.tsx). */
  renderer?: Renderer
  /** Where the JSON log lines go (tests read them); standard output by default. */
  logStream?: DestinationStream
  /** How the sign-in limiter waits (tests record the waits instead). */
  sleep?: (ms: number) => Promise<void>
  /** The clock scheduled publishing reads (tests move it instead of waiting). */
  now?: () => Date
  /** Called once for each schedule fired, after its change committed, by the process that made it (see server/schedule/scheduler.ts). */
  afterFire?: AfterFire
}

const HOUR_MS = 3600_000

/** A header the route set itself wins: an application's attachment keeps its sandboxing policy. */
const securityHeadersHook = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  const headers = headersFor(req.url)
  for (const name in headers) if (!reply.hasHeader(name)) reply.header(name, headers[name])
  return payload
}

/** Builds the whole service without listening, so tests drive it with app.inject(). */
export async function buildApp(config: Config, opts: AppOptions = {}): Promise<AppContext> {
  // Addresses the sign-in limiter refused: their next attempts are answered at the door.
  const refused = new RefusedAddresses()
  const doorLog: { to?: FastifyBaseLogger } = {}
  const https = overHttps(config.trustProxy)
  const door = loginDoor(refused, addressOf(config.trustProxy), () => doorLog.to as FastifyBaseLogger, https)
  // Plain reads of kept pages are answered before the framework too (page-door.ts); the cache is made below.
  const kept: { cache?: PageCache; closing: boolean } = { closing: false }
  const pages = pageDoor(
    () => kept.cache,
    https,
    () => kept.closing,
  )
  const serve = (handler: Parameters<typeof createHttpServer>[0]) =>
    createHttpServer(handler, (req, res) => door(req, res) || pages(req, res), config.keepAliveTimeout)
  const lines = opts.logStream ? undefined : new BufferedLines()
  const logStream = opts.logStream ?? (lines as BufferedLines)
  const app = Fastify({
    // Structured JSON logs; one line per 5xx, refused sign-in and connection event, not per request.
    logger: { level: config.logLevel, stream: logStream },
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    clientErrorHandler,
    serverFactory: serve,
    // URLs the router cannot read (bad percent-encoding, overlong parameter) get the same JSON error shape.
    // The onSend hook does not run for these, so the security headers are set here.
    frameworkErrors(error, req, reply) {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400
      if (https(req.raw)) reply.header('Strict-Transport-Security', HSTS)
      return (reply as FastifyReply)
        .headers(headersFor(req.url))
        .status(status)
        .send(errorBody('BAD_REQUEST', 'The request URL is malformed.', undefined, req.id))
    },
  })

  doorLog.to = app.log
  // First: a bucket that cannot be reached stops the start with an error naming STORAGE_URL.
  const storage = await openStorages({ s3: config.storage, uploadDir: config.uploadDir, submissionsDir: config.submissionsDir })
  try {
    await storage.check()
  } catch (err) {
    storage.close()
    throw err
  }
  const logDbError = (err: Error) => app.log.warn({ err }, 'database connection error')
  const db = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    sqliteSynchronous: config.sqliteSynchronous,
    onError: logDbError,
  })
  await migrate(db.db)
  await seedDatabase(db.db)
  // Blocks deleted more than 30 days ago go for good (the list of recently deleted ones does it too).
  await purgeDeleted(db.db)
  // Audit entries are kept a year: swept now and daily.
  const stopAuditSweep = await keepAuditYear(db.db, (err) => app.log.warn({ err }, 'audit log sweep failed'))
  // Uploads stored before content hashes were kept: hashed once from storage, so their bytes are not stored twice.
  await backfillUploadHashes(db.db, storage.uploads, app.log)
  // One process on SQLite sees every write; processes sharing PostgreSQL check the page's version on each read.
  const cache = new PageCache(db.dialect === 'postgres' ? pageVersions(db.db) : undefined)
  const changes: PageChanges = db.dialect === 'postgres' && db.url ? new PgChanges(db.url, cache, app.log) : localChanges(cache)
  await changes.start()
  kept.cache = cache
  const events = new PageEvents(db.db, changes)
  // From here Fastify answers 503 (return503OnClosing): the door leaves every request to it.
  app.addHook('preClose', (done) => {
    kept.closing = true
    // Open event streams would hold the server open: they end, and the editors reconnect elsewhere.
    events.close()
    done()
  })

  // Half-written uploads of a crash. On PostgreSQL other processes may share the folders: only old ones, and hourly.
  const sweepAge = db.dialect === 'postgres' ? HOUR_MS : 0
  const sweep = async () => {
    const removed = [
      ...(await sweepIncoming(config.stagingDir, sweepAge)),
      ...(config.storage ? [] : await sweepIncoming(config.uploadDir, sweepAge)),
    ]
    if (removed.length) app.log.info({ removed: removed.length }, 'removed unfinished uploads')
  }
  await mkdir(config.stagingDir, { recursive: true, mode: 0o700 })
  if (!config.storage) {
    await mkdir(config.uploadDir, { recursive: true })
    await mkdir(config.submissionsDir, { recursive: true, mode: 0o700 })
    await sweepIncoming(config.submissionsDir, sweepAge)
  }
  await sweep()
  const sweeper = db.dialect === 'postgres' ? setInterval(() => void sweep(), HOUR_MS).unref() : undefined

  let limiterPool: ReturnType<typeof resilientPool> | undefined
  let limiter: LoginLimiter
  let formLimiter: FormLimiter
  if (db.dialect === 'postgres' && db.url) {
    limiterPool = resilientPool(db.url, 2, logDbError)
    limiter = await postgresLoginLimiter(limiterPool, config.loginRateLimit, opts.sleep)
    formLimiter = postgresFormLimiter(limiterPool, config.submissionRateLimit)
  } else {
    limiter = memoryLoginLimiter(config.loginRateLimit, opts.sleep)
    formLimiter = memoryFormLimiter(config.submissionRateLimit)
  }

  const now = opts.now ?? (() => new Date())
  const scheduler = new Scheduler({
    db,
    changes,
    pollMs: config.schedulePollMs,
    now,
    afterFire: recordFired(db, opts.afterFire),
    log: app.log,
  })

  app.addHook('onClose', async () => {
    clearInterval(sweeper)
    stopAuditSweep()
    scheduler.close()
    // Copies being made finish before storage and the database close.
    await copies.idle()
    await changes.close()
    await limiterPool?.end()
    await db.close()
    storage.close()
    // Last: the lines logged while closing go out too.
    lines?.close()
  })

  // Added before every route, so every answer that went over https carries HSTS: the protocol is
  // the socket's, or X-Forwarded-Proto's when it comes from a trusted proxy (TRUST_PROXY). The
  // login door adds it to its 429 itself; only answers to malformed HTTP do without.
  app.addHook('onRequest', (req, reply, done) => {
    if (https(req.raw)) reply.header('Strict-Transport-Security', HSTS)
    done()
  })
  await registerOpenApi(app)
  registerErrorHandler(app)
  app.decorateRequest('userId', null)
  app.decorateRequest('userRole', null)
  const tokens = new TokenService(config.jwtSecret, config.accessTokenTtl, config.refreshTokenTtl)
  const requireAdmin = adminGuard(tokens, (id) => userSession(db.db, id))
  const memberOf = signedIn(tokens, (id) => userSession(db.db, id))
  const copies = new CopyMaker({ storage: storage.uploads, db, stagingDir: config.stagingDir, log: app.log })
  const limits = { imageMaxBytes: config.imageMaxBytes, videoMaxBytes: config.videoMaxBytes }

  await app.register(
    async (api) => {
      // Every API route needs an administrator unless it says `config: { public: true }`.
      api.addHook('onRoute', closedByDefault(requireAdmin))
      // The page read, the hottest path, sets its headers itself and compresses once per page;
      // uploaded files decide theirs from the stored type. Everything else gets them from a hook.
      // Drafts for signed-in people, and for the holder of a working preview link (read-only).
      const previewOf = previewReader({ db })
      const seesDrafts = async (req: FastifyRequest) => !!(await memberOf(req)) || (await previewOf(req))
      await api.register(async (hot) => pageReadRoute(hot, { db, cache, seesDrafts }))
      await api.register(async (files) => uploadFileRoute(files, storage.uploads, copies))
      await api.register(async (live) => {
        live.addHook('onSend', securityHeadersHook)
        pageEventsRoute(live, { db, events })
      })
      await api.register(async (rest) => {
        rest.addHook('onSend', securityHeadersHook)
        // Answers made per request (a written block, the docs) are compressed at a light setting; pages are compressed once, when cached.
        await rest.register(compress, {
          globalCompression: true,
          globalDecompression: false,
          encodings: ['br', 'gzip'],
          threshold: 1024,
          brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
          zlibOptions: { level: 6 },
        })
        await rest.register(multipart, {
          limits: { fileSize: Math.max(limits.imageMaxBytes, limits.videoMaxBytes), files: 1, fields: 5, parts: 6 },
          throwFileSizeLimit: false,
        })
        pageWriteRoutes(rest, { db, changes })
        historyRoutes(rest, { db, changes })
        previewRoutes(rest, { db })
        scheduleRoutes(rest, { db, now, scheduled: () => scheduler.wake() })
        authRoutes(rest, { db, tokens, limiter, refused })
        peopleRoutes(rest, { db })
        auditRoutes(rest, { db })
        uploadRoutes(rest, { db, storage: storage.uploads, stagingDir: config.stagingDir, limits, copies })
        submissionRoutes(rest, { db, storage: storage.attachments, stagingDir: config.stagingDir, limiter: formLimiter })
        siteConfigRoute(rest, config.emailService)
        healthRoute(rest, { db, changes })
        docsRoute(rest, app)
      })
    },
    { prefix: '/api' },
  )

  const serveIndex = config.siteDir ? await registerSite(app, config.siteDir) : undefined
  // Every route rendered on the server with the app's own renderer, when it was built (or given).
  const renderer = config.siteDir && serveIndex ? (opts.renderer ?? (await loadBuiltRenderer(config.siteDir))) : undefined
  const loadPage = pageLoader({ db, cache })
  const origin = originFor({
    siteUrl: config.siteUrl,
    allowedHosts: config.allowedHosts,
    listenHost: config.host,
    port: () => {
      const address = app.server.address()
      return address && typeof address === 'object' ? address.port : config.port
    },
  })
  const serveRendered =
    renderer && config.siteDir
      ? (() => {
          const html = new HtmlCache()
          cache.onDrop((slug) => html.drop(slug))
          return createSiteRenderer({
            siteDir: config.siteDir,
            renderer,
            cache: html,
            loadPage,
            currentVersion: cache.checksVersions ? (slug) => cache.version(slug) : undefined,
            origin,
            headers: SITE_HEADERS,
          })
        })()
      : undefined
  siteMapRoutes(app, { loadPage, origin })

  app.setNotFoundHandler((req, reply) => {
    reply.headers(headersFor(req.url))
    if (req.url === '/api' || req.url.startsWith('/api/'))
      return reply.status(404).send(errorBody('NOT_FOUND', `No API route ${req.method} ${req.url.split('?')[0]}.`, undefined, req.id))
    if (!serveIndex || (req.method !== 'GET' && req.method !== 'HEAD'))
      return reply.status(404).send(errorBody('NOT_FOUND', 'Not found.', undefined, req.id))
    return (serveRendered ?? serveIndex)(req, reply)
  })

  // Schedules that fell due while no process ran fire now; then each due time is watched for.
  await scheduler.start()
  return { app, db, cache, changes, events, storage, scheduler, copies }
}
