import type { FastifyBaseLogger } from 'fastify'
import type { LoginLimiter } from '../auth/login-limiter.ts'
import type { PageChanges } from '../db/page-changes.ts'
import type { PageCache } from '../page-cache.ts'
import type { FormLimiter } from '../submissions/limiter.ts'

/**
 * What differs between one process owning a SQLite file and several processes sharing one
 * PostgreSQL database, decided once when the database is opened: everything else is written
 * once for both.
 */
export interface StorageProfile {
  /** The pages' versions in the database, for PageCache to check kept pages against; undefined where this process sees every write. */
  readonly pageVersions?: (slug: string) => Promise<number | undefined>
  /** How written pages are announced: to this process only, or to every process sharing the database. */
  changeFeed(cache: PageCache, log: FastifyBaseLogger): PageChanges
  /** Counts of sign-in attempts, kept where every process serving the site sees them. */
  loginLimiter(limitPerMinute: number, sleep?: (ms: number) => Promise<void>): Promise<LoginLimiter>
  /** Counts of messages sent through the public forms, likewise. */
  formLimiter(perHour: number): FormLimiter
  /** Half-written uploads left by a crash: removed when older than `olderThanMs`, at start and then every `everyMs` (never again when undefined). */
  readonly uploadSweep: { olderThanMs: number; everyMs?: number }
  /** Ends what the profile itself opened (the limiters' connections). */
  close(): Promise<void>
}
