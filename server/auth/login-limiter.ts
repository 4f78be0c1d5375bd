import type pg from 'pg'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { ApiError } from '../errors.ts'

/** An account's failures in a row from which each further attempt waits. */
const DELAY_AFTER_FAILURES = 5
const DELAY_BASE_MS = 250
export const DELAY_MAX_MS = 4000
/** How long an address+account pair stays refused after LOGIN_RATE_LIMIT failures in a row. */
const PAIR_BLOCK_S = 15 * 60
/** How long an account's failures are remembered (the delay fades after a quiet quarter of an hour). */
const ACCOUNT_MEMORY_S = 15 * 60

/**
 * The wait before checking a password for an account that has failed `failures` times in a row
 * (from any address): none for the first five, then doubling from 250 ms up to 4 s. It slows a
 * guesser down without ever locking the owner out.
 */
export function accountDelayMs(failures: number): number {
  if (failures < DELAY_AFTER_FAILURES) return 0
  return Math.min(DELAY_BASE_MS * 2 ** (failures - DELAY_AFTER_FAILURES), DELAY_MAX_MS)
}

export interface LoginLimiter {
  /** Before the body is even read: counts the attempt for its address; past the limit, the seconds to wait (else 0). A flood from one address costs one lookup per request. */
  admitAddress(ip: string): Promise<number>
  /** Before the password is checked: a 429 when the address+account pair is refused, then the account's delay. */
  admitAccount(ip: string, account: string): Promise<void>
  failed(ip: string, account: string): Promise<void>
  succeeded(ip: string, account: string): Promise<void>
}

interface Stores {
  /** Every attempt from one address: LOGIN_RATE_LIMIT a minute. */
  address: RateLimiterAbstract
  /** Failures in a row of one account from one address: blocked for 15 minutes past the limit. */
  pair: RateLimiterAbstract
  /** Failures in a row of one account from anywhere: drives the progressive delay. */
  account: RateLimiterAbstract
}

const retryAfterSeconds = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000))

export const TOO_MANY_MESSAGE = 'Too many sign-in attempts. Try again later.'

function tooMany(msBeforeNext: number): ApiError {
  return new ApiError(429, 'RATE_LIMITED', TOO_MANY_MESSAGE, undefined, { 'Retry-After': String(retryAfterSeconds(msBeforeNext)) })
}

function limiter(stores: Stores, limitPerMinute: number, sleep: (ms: number) => Promise<void>): LoginLimiter {
  const pairKey = (ip: string, account: string) => `${ip}|${account}`
  return {
    admitAddress(ip) {
      return stores.address.consume(ip).then(
        () => 0,
        (res: unknown) => {
          if (res instanceof RateLimiterRes) return retryAfterSeconds(res.msBeforeNext)
          throw res
        },
      )
    },
    async admitAccount(ip, account) {
      const pair = await stores.pair.get(pairKey(ip, account))
      if (pair && pair.consumedPoints >= limitPerMinute) throw tooMany(pair.msBeforeNext)
      const failures = (await stores.account.get(account))?.consumedPoints ?? 0
      const delay = accountDelayMs(failures)
      if (delay > 0) await sleep(delay)
    },
    async failed(ip, account) {
      await Promise.all([stores.pair.penalty(pairKey(ip, account)), stores.account.penalty(account)])
    },
    async succeeded(ip, account) {
      await Promise.all([stores.pair.delete(pairKey(ip, account)), stores.account.delete(account)])
    },
  }
}

const options = (limitPerMinute: number) => ({
  address: { keyPrefix: 'login_ip', points: limitPerMinute, duration: 60 },
  pair: { keyPrefix: 'login_pair', points: 1_000_000, duration: PAIR_BLOCK_S },
  account: { keyPrefix: 'login_account', points: 1_000_000, duration: ACCOUNT_MEMORY_S },
})

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** In memory: one process owns the SQLite database, so it owns the counts too. */
export function memoryLoginLimiter(limitPerMinute: number, sleep = realSleep): LoginLimiter {
  const o = options(limitPerMinute)
  return limiter(
    { address: new RateLimiterMemory(o.address), pair: new RateLimiterMemory(o.pair), account: new RateLimiterMemory(o.account) },
    limitPerMinute,
    sleep,
  )
}

/**
 * In PostgreSQL, so every process counts the same attempts (one upsert per count, by primary
 * key). If the store cannot be reached, each process falls back to counting in memory.
 */
export async function postgresLoginLimiter(pool: pg.Pool, limitPerMinute: number, sleep = realSleep): Promise<LoginLimiter> {
  const o = options(limitPerMinute)
  // The table comes from a migration (see db/migrations.ts): nothing to create or wait for here.
  const make = (opts: { keyPrefix: string; points: number; duration: number }) =>
    new RateLimiterPostgres({
      ...opts,
      storeClient: pool,
      tableName: 'login_limits',
      tableCreated: true,
      insuranceLimiter: new RateLimiterMemory(opts),
    })
  const [address, pair, account] = [make(o.address), make(o.pair), make(o.account)]
  return limiter({ address, pair, account }, limitPerMinute, sleep)
}
