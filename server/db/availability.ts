/**
 * Whether an error means "the database cannot be reached right now" (down, restarting, refusing
 * connections, a connection cut mid-query) rather than a bug or a bad query. Those answer 503
 * with Retry-After; the process stays up and recovers when the database is back.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
/** PostgreSQL SQLSTATEs: shutting down, starting up, too many connections, not accepting connections. */
const PG_CODES = new Set(['57P01', '57P02', '57P03', '53300'])
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED'])
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|not currently accepting connections|Connection refused/i

export function isDbUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_CODES.has(code) || SQLITE_CODES.has(code) || code.startsWith('08')))
      return true
    const message = (e as { message?: unknown }).message
    if (typeof message === 'string' && MESSAGES.test(message)) return true
  }
  return false
}

/** Seconds a client should wait before trying again while the database is away. */
export const DB_RETRY_AFTER_S = 5
