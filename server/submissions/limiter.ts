import type pg from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { ApiError } from '../errors.ts'

/** Counts what one address sends through the public forms: SUBMISSION_RATE_LIMIT an hour. */
export interface FormLimiter {
  admit(ip: string): Promise<void>
}

const HOUR_S = 3600

const tooMany = (msBeforeNext: number) =>
  new ApiError(429, 'RATE_LIMITED', 'Too many messages from this address. Try again later.', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(msBeforeNext / 1000))),
  })

function limiter(store: RateLimiterMemory | RateLimiterPostgres): FormLimiter {
  return {
    async admit(ip) {
      await store.consume(ip).catch((res: unknown) => {
        throw res instanceof RateLimiterRes ? tooMany(res.msBeforeNext) : res
      })
    },
  }
}

const options = (perHour: number) => ({ keyPrefix: 'forms_ip', points: perHour, duration: HOUR_S })

/** In memory: one process owns the SQLite database, so it owns the counts too. */
export const memoryFormLimiter = (perHour: number): FormLimiter => limiter(new RateLimiterMemory(options(perHour)))

/**
 * In PostgreSQL, shared by every process (the sign-in limiter's way); in memory while the store
 * is away. The table comes from a migration (db/migrations.ts): nothing to create or wait for.
 */
export function postgresFormLimiter(pool: pg.Pool, perHour: number): FormLimiter {
  const o = options(perHour)
  return limiter(
    new RateLimiterPostgres({
      ...o,
      storeClient: pool,
      tableName: 'form_limits',
      tableCreated: true,
      insuranceLimiter: new RateLimiterMemory(o),
    }),
  )
}
