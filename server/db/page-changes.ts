import { randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import pg from 'pg'
import type { PageCache } from '../page-cache.ts'
import type { Database } from './tables.ts'

export type ListenState = 'listening' | 'reconnecting' | 'not used'

const CHANNEL = 'page_changed'
/** A write waits at most this long for its own notification to come back before answering. */
const ECHO_TIMEOUT_MS = 1000
const RETRY_MIN_MS = 200
const RETRY_MAX_MS = 2000

/** One write's notification: sent inside the write's transaction, settled after its commit. */
export interface PageWrite {
  /** Inside the transaction: every process hears of it at commit, and only if it commits. */
  notify(trx: Kysely<Database>, slug: string): Promise<void>
  /** After the commit: drops this process's copy and, on PostgreSQL, waits until the notification came back. */
  settle(): Promise<void>
}

export interface PageChanges {
  readonly state: ListenState
  begin(): PageWrite
  start(): Promise<void>
  close(): Promise<void>
}

/** SQLite: one process owns the database, so dropping the local copy is all there is. */
export function localChanges(cache: PageCache): PageChanges {
  return {
    state: 'not used',
    begin() {
      const slugs = new Set<string>()
      return {
        async notify(_trx, slug) {
          slugs.add(slug)
        },
        async settle() {
          for (const slug of slugs) cache.drop(slug)
        },
      }
    },
    async start() {},
    async close() {},
  }
}

/**
 * PostgreSQL: every write NOTIFYs inside its transaction, so the notification leaves exactly
 * when the change commits (a crash between commit and notify cannot lose it). Every process
 * LISTENs on a dedicated connection and drops the page it names. A write is answered only once
 * its own notification has come back to this process's listener: PostgreSQL has then sent it
 * to every listener, which bounds how long another process can still answer the old page.
 *
 * If the listening connection is lost, the cache stops trusting itself (changes may go unheard)
 * and the connection is retried with back-off; once it LISTENs again every page is dropped.
 */
export class PgChanges implements PageChanges {
  private client?: pg.Client
  private listening = false
  private closed = false
  private retryMs = RETRY_MIN_MS
  private retryTimer?: NodeJS.Timeout
  private readonly waiting = new Map<string, () => void>()
  private readonly prefix = randomUUID().slice(0, 8)
  private counter = 0

  constructor(
    private readonly url: string,
    private readonly cache: PageCache,
    private readonly log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
  ) {}

  get state(): ListenState {
    return this.listening ? 'listening' : 'reconnecting'
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 3000 })
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return
      const space = msg.payload.indexOf(' ')
      const token = msg.payload.slice(0, space)
      this.cache.drop(msg.payload.slice(space + 1))
      this.waiting.get(token)?.()
    })
    const lost = (err?: Error) => {
      if (this.client !== client) return
      this.client = undefined
      this.listening = false
      this.cache.distrust()
      // Writes waiting for an echo are answered now: nothing more will come on this connection.
      for (const done of this.waiting.values()) done()
      if (!this.closed) this.log.warn({ err }, 'lost the LISTEN connection to the database; retrying')
      this.retryLater()
    }
    client.on('error', lost)
    client.on('end', () => lost())
    this.client = client
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANNEL}`)
    } catch (err) {
      lost(err as Error)
      client.end().catch(() => undefined)
      throw err
    }
    if (this.client !== client) return
    const wasDown = this.retryMs > RETRY_MIN_MS || !this.listening
    this.listening = true
    this.retryMs = RETRY_MIN_MS
    this.cache.trustAgain()
    if (wasDown) this.log.info({}, 'listening for page changes')
  }

  private retryLater() {
    if (this.closed || this.retryTimer) return
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined
      this.start().catch(() => undefined)
    }, this.retryMs)
    this.retryTimer.unref()
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS)
  }

  begin(): PageWrite {
    const token = `${this.prefix}${(this.counter++).toString(36)}`
    const slugs = new Set<string>()
    let echo: Promise<void> | undefined
    return {
      notify: async (trx, slug) => {
        slugs.add(slug)
        if (this.listening && !echo) echo = this.echo(token)
        await sql`SELECT pg_notify(${CHANNEL}, ${`${token} ${slug}`})`.execute(trx)
      },
      settle: async () => {
        for (const slug of slugs) this.cache.drop(slug)
        if (echo) await echo
        this.waiting.delete(token)
      },
    }
  }

  /** Resolves when the notification with this token comes back, or after ECHO_TIMEOUT_MS. */
  private echo(token: string): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ECHO_TIMEOUT_MS)
      timer.unref()
      const waiting = this.waiting
      function done() {
        clearTimeout(timer)
        waiting.delete(token)
        resolve()
      }
      this.waiting.set(token, done)
    })
  }

  async close(): Promise<void> {
    this.closed = true
    clearTimeout(this.retryTimer)
    const client = this.client
    this.client = undefined
    this.listening = false
    await client?.end().catch(() => undefined)
  }
}
