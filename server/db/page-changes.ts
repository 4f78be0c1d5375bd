import { type Kysely, sql } from 'kysely'
import pg from 'pg'
import type { CachedPage, LoadedPage, PageCache } from '../page-cache.ts'
import type { Database } from './tables.ts'

export type ListenState = 'listening' | 'reconnecting' | 'not used'

const CHANNEL = 'page_changed'
const RETRY_MIN_MS = 200
const RETRY_MAX_MS = 2000

/** A write of one block whose new text the kept page can take in place of the old (see PageCache.update). */
export interface WrittenBlock {
  slug: string
  update(kept: CachedPage): LoadedPage | undefined
}

/** One write's announcement: sent inside the write's transaction, settled after its commit. */
export interface PageWrite {
  /** Inside the transaction, with the page's new version: every process hears of it at commit, and only if it commits. */
  notify(trx: Kysely<Database>, slug: string, version: number): Promise<void>
  /** After the commit: drops this process's copy of the pages written, or updates it with `written`. */
  settle(written?: WrittenBlock): void
}

export interface PageChanges {
  readonly state: ListenState
  begin(): PageWrite
  start(): Promise<void>
  close(): Promise<void>
}

function pageWrite(cache: PageCache, send?: (trx: Kysely<Database>, slug: string, version: number) => Promise<unknown>): PageWrite {
  const versions = new Map<string, number>()
  return {
    async notify(trx, slug, version) {
      versions.set(slug, version)
      await send?.(trx, slug, version)
    },
    settle(written) {
      for (const [slug, version] of versions) {
        if (written?.slug === slug) cache.update(slug, version, written.update)
        else cache.drop(slug)
      }
    },
  }
}

/** SQLite: one process owns the database, so dropping the local copy is all there is. */
export function localChanges(cache: PageCache): PageChanges {
  return { state: 'not used', begin: () => pageWrite(cache), async start() {}, async close() {} }
}

/**
 * PostgreSQL: every write NOTIFYs inside its transaction (the notification leaves when, and
 * only if, the change commits) and every process LISTENs on a dedicated connection and drops
 * the page named unless it already keeps that version, so pages that changed do not linger in
 * memory. Correctness does not rest on it (a read checks the page's version, see PageCache);
 * when the connection is lost it is retried with back-off, and once it listens again every kept
 * page is dropped, because notifications may have been missed meanwhile.
 */
export class PgChanges implements PageChanges {
  private client?: pg.Client
  private listening = false
  private closed = false
  private retryMs = RETRY_MIN_MS
  private retryTimer?: NodeJS.Timeout

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
      // 'slug version'; a bare slug (from a process of an earlier release) drops the page whatever it is.
      const [slug = '', version] = msg.payload.split(' ')
      this.cache.changed(slug, version === undefined ? undefined : Number(version))
    })
    const lost = (err?: Error) => {
      if (this.client !== client) return
      this.client = undefined
      const wasListening = this.listening
      this.listening = false
      if (wasListening && !this.closed) this.log.warn({ err }, 'lost the LISTEN connection to the database; retrying')
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
    const reconnected = this.retryMs > RETRY_MIN_MS || this.retryTimer !== undefined
    this.listening = true
    this.retryMs = RETRY_MIN_MS
    this.cache.clear()
    if (reconnected) this.log.info({}, 'listening for page changes again; every kept page dropped')
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
    return pageWrite(this.cache, (trx, slug, version) => sql`SELECT pg_notify(${CHANNEL}, ${`${slug} ${version}`})`.execute(trx))
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
