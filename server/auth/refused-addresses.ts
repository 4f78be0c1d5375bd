/** At most this many addresses are remembered; past it the oldest go (they are refused by the limiter again). */
const MAX_KEPT = 10_000

/**
 * Addresses the sign-in limiter refused, until their wait ends: the login door (http/login-door.ts)
 * answers their next attempts before the framework reads anything. Kept per process and bounded
 * (a flood of fresh addresses costs a map of at most MAX_KEPT entries); the limiter, shared by
 * every process on PostgreSQL, stays the judge: this only remembers its answer.
 */
export class RefusedAddresses {
  private readonly until = new Map<string, number>()

  constructor(private readonly now: () => number = Date.now) {}

  /** The limiter refused `address` for `seconds`. */
  refuse(address: string, seconds: number): void {
    this.until.delete(address)
    if (this.until.size >= MAX_KEPT) this.until.delete(this.until.keys().next().value as string)
    this.until.set(address, this.now() + seconds * 1000)
  }

  /** Seconds `address` must still wait (0: not refused, or its wait is over). */
  waitFor(address: string): number {
    const until = this.until.get(address)
    if (until === undefined) return 0
    const left = until - this.now()
    if (left > 0) return Math.ceil(left / 1000)
    this.until.delete(address)
    return 0
  }
}
