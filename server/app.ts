import Fastify, { type FastifyInstance } from 'fastify'
import type { DestinationStream } from 'pino'
import './zod-english.ts'
import './plugins/decorations.ts'
import { BufferedLines } from './log-lines.ts'
import type { Config } from './config.ts'
import type { DbHandle } from './db/connect.ts'
import type { PageChanges } from './db/page-changes.ts'
import { registerErrorHandler } from './errors.ts'
import { frontDoor } from './http/front-door.ts'
import { registerOpenApi } from './http/openapi.ts'
import { serverOptions } from './http/server-options.ts'
import type { PageEvents } from './live/page-events.ts'
import type { PageCache } from './page-cache.ts'
import { apiPlugin } from './plugins/api.ts'
import { authPlugin } from './plugins/auth.ts'
import { dbPlugin } from './plugins/db.ts'
import { schedulerPlugin } from './plugins/scheduler.ts'
import { sitePlugin } from './plugins/site.ts'
import { storagePlugin } from './plugins/storage.ts'
import { uploadsPlugin } from './plugins/uploads.ts'
import type { AfterFire, Scheduler } from './schedule/scheduler.ts'
import { HSTS } from './security-headers.ts'
import type { Renderer } from './site/ssr.ts'
import type { Storages } from './storage/storage.ts'
import type { CopyMaker } from './uploads/copies.ts'

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

/**
 * Builds the whole service without listening, so tests drive it with app.inject(). Each plugin
 * (server/plugins) adds its onClose right after what it opens; Fastify runs them last added
 * first, so everything closes before what it uses, and the log lines last of all.
 */
export async function buildApp(config: Config, opts: AppOptions = {}): Promise<AppContext> {
  const front = frontDoor(config)
  const lines = opts.logStream ? undefined : new BufferedLines()
  const app = Fastify(serverOptions(config, opts.logStream ?? (lines as BufferedLines), front))
  front.logTo(app.log)
  app.addHook('onClose', async () => lines?.close())
  app.addHook('preClose', (done) => {
    front.close()
    done()
  })
  const now = opts.now ?? (() => new Date())

  // First: a bucket that cannot be reached stops the start with an error naming STORAGE_URL.
  await app.register(storagePlugin, { config })
  await app.register(dbPlugin, { config })
  // Plain reads of kept pages are answered before the framework from here on (page-door.ts).
  front.keep(app.cache)
  await app.register(uploadsPlugin, { config })
  await app.register(authPlugin, { config, refused: front.refused, sleep: opts.sleep })
  await app.register(schedulerPlugin, { pollMs: config.schedulePollMs, now, afterFire: opts.afterFire })

  // Added before every route, so every answer that went over https carries HSTS: the protocol is
  // the socket's, or X-Forwarded-Proto's when it comes from a trusted proxy (TRUST_PROXY). The
  // login door adds it to its 429 itself; only answers to malformed HTTP do without.
  app.addHook('onRequest', (req, reply, done) => {
    if (front.https(req.raw)) reply.header('Strict-Transport-Security', HSTS)
    done()
  })
  // Before any route: the validators, the OpenAPI document, and one JSON error shape.
  await registerOpenApi(app)
  registerErrorHandler(app)
  await app.register(apiPlugin, { prefix: '/api', config, now })
  await app.register(sitePlugin, { config, renderer: opts.renderer })

  // Schedules that fell due while no process ran fire now; then each due time is watched for.
  await app.scheduler.start()
  const { db, cache, changes, events, storage, scheduler, copies } = app
  return { app, db, cache, changes, events, storage, scheduler, copies }
}
