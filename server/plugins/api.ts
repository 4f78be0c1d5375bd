import { constants as zlibConstants } from 'node:zlib'
import compress from '@fastify/compress'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import { closedByDefault } from '../http/closed-by-default.ts'
import { auditRoutes } from '../routes/audit.ts'
import { authRoutes } from '../routes/auth.ts'
import { docsRoute } from '../routes/docs.ts'
import { healthRoute } from '../routes/health.ts'
import { historyRoutes } from '../routes/history.ts'
import { pageEventsRoute } from '../routes/page-events.ts'
import { pageReadRoute, pageWriteRoutes } from '../routes/pages.ts'
import { peopleRoutes } from '../routes/people.ts'
import { previewReader, previewRoutes } from '../routes/previews.ts'
import { scheduleRoutes } from '../routes/schedules.ts'
import { siteConfigRoute } from '../routes/site-config.ts'
import { submissionRoutes } from '../routes/submissions.ts'
import { uploadFileRoute } from '../routes/upload-files.ts'
import { uploadRoutes } from '../routes/uploads.ts'
import { headersFor } from '../security-headers.ts'

/** A header the route set itself wins: an application's attachment keeps its sandboxing policy. */
const securityHeadersHook = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  const headers = headersFor(req.url)
  for (const name in headers) if (!reply.hasHeader(name)) reply.header(name, headers[name])
  return payload
}

/**
 * The API's routes, in a scope of their own (registered under /api), reading what the shared
 * plugins put on the app. Every route needs an administrator unless it says `config: { public: true }`.
 */
export const apiPlugin: FastifyPluginAsync<{ config: Config; now: () => Date }> = async (api, { config, now }) => {
  const { db, cache, changes, events, storage, copies, scheduler, auth } = api
  api.addHook('onRoute', closedByDefault(auth.requireAdmin))
  // The page read, the hottest path, sets its headers itself and compresses once per page;
  // uploaded files decide theirs from the stored type. Everything else gets them from a hook.
  // Drafts for signed-in people, and for the holder of a working preview link (read-only).
  const previewOf = previewReader({ db })
  const seesDrafts = async (req: FastifyRequest) => !!(await auth.memberOf(req)) || (await previewOf(req))
  await api.register(async (hot) => pageReadRoute(hot, { db, cache, seesDrafts }))
  await api.register(async (files) => uploadFileRoute(files, storage.uploads, copies))
  await api.register(async (live) => {
    live.addHook('onSend', securityHeadersHook)
    pageEventsRoute(live, { db, events })
  })
  const limits = { imageMaxBytes: config.imageMaxBytes, videoMaxBytes: config.videoMaxBytes }
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
    authRoutes(rest, { db, tokens: auth.tokens, limiter: auth.limiter, refused: auth.refused })
    peopleRoutes(rest, { db })
    auditRoutes(rest, { db })
    uploadRoutes(rest, { db, storage: storage.uploads, stagingDir: config.stagingDir, limits, copies })
    const formLimiter = api.profile.formLimiter(config.submissionRateLimit)
    submissionRoutes(rest, { db, storage: storage.attachments, stagingDir: config.stagingDir, limiter: formLimiter })
    siteConfigRoute(rest, config.emailService)
    healthRoute(rest, { db, changes })
    // The OpenAPI document is @fastify/swagger's, registered on the app: every scope reaches it.
    docsRoute(rest, api)
  })
}
