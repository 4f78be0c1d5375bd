/**
 * Fixed one-minute windows per key, in memory. Behind this small interface so a shared store
 * (Redis, PostgreSQL) can replace it when several processes serve logins.
 */
export interface RateLimiter {
  /** Counts one attempt; returns seconds to wait when the key is over its limit, else 0. */
  hit(key: string): number
}

export function memoryRateLimiter(limitPerMinute: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  const WINDOW = 60_000
  return {
    hit(key) {
      const t = now()
      if (windows.size > 50_000) for (const [k, w] of windows) if (t - w.start >= WINDOW) windows.delete(k)
      let w = windows.get(key)
      if (!w || t - w.start >= WINDOW) {
        w = { start: t, count: 0 }
        windows.set(key, w)
      }
      w.count += 1
      return w.count > limitPerMinute ? Math.max(1, Math.ceil((w.start + WINDOW - t) / 1000)) : 0
    },
  }
}
