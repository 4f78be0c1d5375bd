import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import * as z from 'zod/mini'
import { EMAIL_CHARACTERS_MESSAGE, UNSAFE_EMAIL } from '../schemas/wire/email.ts'
import { passwordProblem } from './auth/password-policy.ts'
import './zod-english.ts'
import { parseStorageUrl, type StorageSettings } from './storage/settings.ts'

const MB = 1024 * 1024

/** A number from the environment's text, as `z.coerce.number()` reads it, with its checks. */
const envNumber = (...checks: z.core.$ZodCheck<number>[]) => z.coerce.number().check(...checks)
const envInt = (...checks: z.core.$ZodCheck<number>[]) => envNumber(z.int(), ...checks)
const optionalText = () => z.optional(z.string())

// zod/mini, as every other schema of the server: the full `zod` installed its cycle memoizer
// around every schema made after this one, the block schemas included, and each PUT's content
// parse paid for it (issue 23). Its English messages are set in zod-english.ts.
const envSchema = z.object({
  PORT: z._default(envInt(z.minimum(0), z.maximum(65535)), 8000),
  HOST: z._default(z.string(), 'localhost'),
  DATA_DIR: z._default(z.string(), './data'),
  DATABASE_URL: optionalText(),
  UPLOAD_DIR: optionalText(),
  /** Unset: files stay in the data folder. s3://bucket?endpoint=…&region=…&forcePathStyle=true: every stored file goes there. */
  STORAGE_URL: optionalText(),
  STORAGE_TIMEOUT_S: z._default(envNumber(z.positive(), z.maximum(300)), 10),
  JWT_SECRET: z.optional(z.string().check(z.minLength(32, 'JWT_SECRET must be at least 32 characters'))),
  ADMIN_EMAIL: z.optional(z.email().check(z.refine((v) => !UNSAFE_EMAIL.test(v), `ADMIN_EMAIL: ${EMAIL_CHARACTERS_MESSAGE}`))),
  ADMIN_PASSWORD: z.optional(
    z.string().check(
      z.superRefine((value, ctx) => {
        const problem = passwordProblem(value)
        if (problem) ctx.addIssue({ code: 'custom', message: `ADMIN_PASSWORD: ${problem}` })
      }),
    ),
  ),
  LOGIN_RATE_LIMIT: z._default(envInt(z.positive()), 10),
  SUBMISSION_RATE_LIMIT: z._default(envInt(z.positive()), 10),
  /** How often each process looks for schedules other processes made (its own it wakes for on time). */
  SCHEDULE_POLL_MS: z._default(envInt(z.minimum(20), z.maximum(3_600_000)), 30_000),
  SUBMISSIONS_DIR: optionalText(),
  EMAILJS_SERVICE_ID: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  EMAILJS_TEMPLATE_ID: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  EMAILJS_PUBLIC_KEY: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  UPLOAD_IMAGE_MAX_MB: z._default(envNumber(z.positive()), 10),
  UPLOAD_VIDEO_MAX_MB: z._default(envNumber(z.positive()), 100),
  ACCESS_TOKEN_TTL_S: z._default(envInt(z.positive()), 15 * 60),
  REFRESH_TOKEN_TTL_S: z._default(envInt(z.positive()), 30 * 24 * 3600),
  SITE_DIR: z._default(z.string(), './dist'),
  /** The site's public address (https://www.example.com) for canonical links and the sitemap; the request's own host when unset. */
  SITE_URL: z.optional(
    z.pipe(
      z.url(),
      z.transform((u) => u.replace(/\/+$/, '')),
    ),
  ),
  /**
   * How long an idle kept-alive connection stays open. Above the usual load balancer's idle
   * timeout (60 s), so the balancer, not the server, closes first: a server that closes first
   * races the balancer's next request on that connection (a reset, a 502).
   */
  KEEP_ALIVE_TIMEOUT_S: z._default(envNumber(z.positive(), z.maximum(3600)), 72),
  /**
   * Without SITE_URL: the `Host` values the site answers as (canonical links, the sitemap), comma-
   * separated, the first being the default for any other; unset, the listening address, localhost
   * and 127.0.0.1 with the port. A forged Host must never reach the HTML kept for every visitor.
   */
  ALLOWED_HOSTS: z
    .pipe(
      z.optional(z.string()),
      z.transform((v) => {
        const hosts = (v ?? '')
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean)
        return hosts.length ? hosts : undefined
      }),
    )
    .check(
      z.refine(
        (hosts) => !hosts?.some((h) => !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(h)),
        'ALLOWED_HOSTS takes host[:port] names, comma-separated',
      ),
    ),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  SQLITE_SYNCHRONOUS: z._default(z.enum(['NORMAL', 'FULL']), 'NORMAL'),
  /**
   * Off by default. 'true' trusts every proxy, else a comma-separated list of proxy addresses or
   * CIDRs. A hop count is refused: it cannot tell the proxy from a client that sends its own
   * X-Forwarded-For, and Fastify 5 ignores it (every visitor would share the proxy's sign-in limit).
   */
  TRUST_PROXY: z.pipe(
    z._default(
      z.string().check(z.refine((v) => !/^\d+$/.test(v.trim()), 'TRUST_PROXY takes true or the proxies’ addresses, not a hop count')),
      'false',
    ),
    z.transform((v): boolean | string => {
      const t = v.trim()
      if (t === '' || t === 'false') return false
      if (t === 'true') return true
      return t
    }),
  ),
})

/** The third-party e-mail service the site's forms also send to (spec §7). */
export interface EmailServiceConfig {
  serviceId: string
  templateId: string
  publicKey: string
}

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl?: string
  sqliteFile: string
  uploadDir: string
  jwtSecret: string
  adminEmail?: string
  adminPassword?: string
  loginRateLimit: number
  /** Enquiries and newsletter sign-ups an hour per address. */
  submissionRateLimit: number
  /** Applications' attachments: a private folder, never under uploadDir (which is served publicly). */
  submissionsDir: string
  /** STORAGE_URL read: uploads and attachments in an S3-compatible bucket; unset, in uploadDir and submissionsDir. */
  storage?: StorageSettings
  /** Where files wait while they are checked, before storage takes them (private, local to each process). */
  stagingDir: string
  /** All three EMAILJS_* set, or null: the forms then store enquiries without sending e-mail. */
  emailService: EmailServiceConfig | null
  imageMaxBytes: number
  videoMaxBytes: number
  accessTokenTtl: number
  refreshTokenTtl: number
  /** Built site to serve; null serves the API alone. */
  siteDir: string | null
  /** Public origin for canonical links, hreflang and the sitemap; undefined: the request's host. */
  siteUrl?: string
  /** Without siteUrl: the Host values taken as the site's origin (the first is the default); undefined: the listening address's. */
  allowedHosts?: string[]
  logLevel: string
  /** SQLite only: NORMAL keeps every commit through a crash of the process, FULL through a power loss too (an fsync per commit). */
  sqliteSynchronous: 'NORMAL' | 'FULL'
  /** Fastify's trustProxy: whether X-Forwarded-For names the client (per-visitor sign-in limits behind a proxy). */
  trustProxy: boolean | string
  /** Seconds an idle kept-alive connection stays open (the HTTP server's keepAliveTimeout; its headersTimeout is a second more). */
  keepAliveTimeout: number
  /** Milliseconds between looks for due schedules made by other processes. */
  schedulePollMs: number
}

/** A secret generated once and kept in the data folder, so restarts keep sessions valid. */
function dataDirSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR)
  mkdirSync(dataDir, { recursive: true })
  const uploadDir = resolve(e.UPLOAD_DIR ?? join(dataDir, 'uploads'))
  const submissionsDir = resolve(e.SUBMISSIONS_DIR ?? join(dataDir, 'submissions'))
  if (`${submissionsDir}/`.startsWith(`${uploadDir}/`))
    throw new Error('Invalid configuration:\n  SUBMISSIONS_DIR: must not be inside UPLOAD_DIR, whose files are public')
  const storage = e.STORAGE_URL ? parseStorageUrl(e.STORAGE_URL, env, e.STORAGE_TIMEOUT_S * 1000) : undefined
  const { EMAILJS_SERVICE_ID: serviceId, EMAILJS_TEMPLATE_ID: templateId, EMAILJS_PUBLIC_KEY: publicKey } = e
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sqliteFile: join(dataDir, 'site.db'),
    uploadDir,
    submissionsDir,
    storage,
    stagingDir: join(dataDir, 'incoming'),
    jwtSecret: overrides.jwtSecret ?? e.JWT_SECRET ?? dataDirSecret(dataDir),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    submissionRateLimit: e.SUBMISSION_RATE_LIMIT,
    emailService: serviceId && templateId && publicKey ? { serviceId, templateId, publicKey } : null,
    imageMaxBytes: Math.round(e.UPLOAD_IMAGE_MAX_MB * MB),
    videoMaxBytes: Math.round(e.UPLOAD_VIDEO_MAX_MB * MB),
    accessTokenTtl: e.ACCESS_TOKEN_TTL_S,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL_S,
    siteDir: resolve(e.SITE_DIR),
    siteUrl: e.SITE_URL,
    allowedHosts: e.ALLOWED_HOSTS,
    logLevel: e.LOG_LEVEL,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    trustProxy: e.TRUST_PROXY,
    keepAliveTimeout: e.KEEP_ALIVE_TIMEOUT_S,
    schedulePollMs: e.SCHEDULE_POLL_MS,
    ...overrides,
  }
}
