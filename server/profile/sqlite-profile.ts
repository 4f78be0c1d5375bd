import { memoryLoginLimiter } from '../auth/login-limiter.ts'
import { localChanges } from '../db/page-changes.ts'
import { memoryFormLimiter } from '../submissions/limiter.ts'
import type { StorageProfile } from './storage-profile.ts'

/**
 * One process owns the SQLite file: it sees every write, so kept pages need no version check
 * and the counts live in its memory. No other process shares the upload folders, so every
 * half-written file at start is a crash's, and there is nothing to sweep later.
 */
export function sqliteProfile(): StorageProfile {
  return {
    pageVersions: undefined,
    changeFeed: (cache) => localChanges(cache),
    loginLimiter: async (limitPerMinute, sleep) => memoryLoginLimiter(limitPerMinute, sleep),
    formLimiter: (perHour) => memoryFormLimiter(perHour),
    uploadSweep: { olderThanMs: 0 },
    async close() {},
  }
}
