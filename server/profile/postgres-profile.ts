import { postgresLoginLimiter } from '../auth/login-limiter.ts'
import { type DbHandle, resilientPool } from '../db/connect.ts'
import { PgChanges } from '../db/page-changes.ts'
import { pageVersions } from '../db/page-versions.ts'
import { postgresFormLimiter } from '../submissions/limiter.ts'
import type { StorageProfile } from './storage-profile.ts'

const HOUR_MS = 3600_000
/** The limiters' own connections: a sign-in or a form is never kept waiting behind the pages' pool. */
const LIMITER_CONNECTIONS = 2

/**
 * Several processes may share the database: a kept page is checked against the database's
 * version on each read, writes are announced with NOTIFY, the counts are rows every process
 * sees, and another process's upload may be half-written in the shared folders, so only files
 * untouched for an hour are swept, hourly.
 */
export function postgresProfile(db: DbHandle, url: string, onError: (err: Error) => void): StorageProfile {
  const pool = resilientPool(url, LIMITER_CONNECTIONS, onError)
  return {
    pageVersions: pageVersions(db.db),
    changeFeed: (cache, log) => new PgChanges(url, cache, log),
    loginLimiter: (limitPerMinute, sleep) => postgresLoginLimiter(pool, limitPerMinute, sleep),
    formLimiter: (perHour) => postgresFormLimiter(pool, perHour),
    uploadSweep: { olderThanMs: HOUR_MS, everyMs: HOUR_MS },
    close: () => pool.end(),
  }
}
