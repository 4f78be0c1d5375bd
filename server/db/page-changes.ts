import { type Kysely, sql } from 'kysely'
import pg from 'pg'
import type { CachedPage, LoadedPage, PageCache } from '../page-cache.ts'
import type { Database } from './tables.ts'

export type ListenState = 'listening' | 'reconnecting' | 'not used'

const CHANNEL = 'page_changed'
/** Editors' presence (server/live/presence.ts): its own channel, so page-cache listeners never parse it. */
const PRESENCE_CHANNEL = 'page_presence'
const RETRY_MIN_MS = 200
const RETRY_MAX_MS = 2000

/** A write of one block whose new text the kept page can take in place of the old (see PageCache.update). */
export interface WrittenBlock {
  slug: string
  update(kept: CachedPage): LoadedPage | undefined
}

/** What a write was, for the editors who have its page open (server/live): who made it and, for a one-block write, which block. */
export interface WriteAbout {
  by: string | null
  block?: string
}

/** A committed write of a page, as every process hears of it. */
export interface PageChange {
  slug: string
  version: number
  by: string | null
  block: string | null
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
  begin(about?: WriteAbout): PageWrite
  /** Told of every committed write, this process's and (PostgreSQL) every other's. */
  onChange(listener: (change: PageChange) => void): () => void
  /** Presence notes between processes: undefined where one process is all there is (SQLite). */
  readonly presenceBus?: PresenceBus
  start(): Promise<void>
  close(): Promise<void>
}

/** Sends and hears short text notes to and from every process (PgChanges' LISTEN connection). */
export interface PresenceBus {
  send(note: string): void
  onNote(listener: (note: string) => void): () => void
  /** Called after a (re)connection, when notes may have gone unheard. */
  onReconnect(listener: () => void): () => void
}

function listeners<T>() {
  const set = new Set<(value: T) => void>()
  return {
    add(listener: (value: T) => void) {
      set.add(listener)
      return () => void set.delete(listener)
    },
    emit(value: T) {
      for (const listener of set) listener(value)
    },
  }
}

const NONE = '-'

/** 'slug version block by': the first two are what processes of earlier releases read; '-' for none. */
function changePayload(change: PageChange): string {
  return `${change.slug} ${change.version} ${change.block ?? NONE} ${change.by ?? NONE}`
}

function parseChange(payload: string): PageChange {
  const [slug = '', version, block, by] = payload.split(' ')
  const some = (value: string | undefined) => (value === undefined || value === NONE ? null : value)
  return { slug, version: Number(version), block: some(block), by: some(by) }
}

function pageWrite(
  cache: PageCache,
  about: WriteAbout | undefined,
  send: (trx: Kysely<Database>, change: PageChange) => Promise<unknown>,
  settled?: (change: PageChange) => void,
): PageWrite {
  const versions = new Map<string, number>()
  const changeOf = (slug: string, version: number): PageChange => ({ slug, version, by: about?.by ?? null, block: about?.block ?? null })
  return {
    async notify(trx, slug, version) {
      versions.set(slug, version)
      await send(trx, changeOf(slug, version))
    },
    settle(written) {
      for (const [slug, version] of versions) {
        if (written?.slug === slug) cache.update(slug, version, written.update)
        else cache.drop(slug)
        settled?.(changeOf(slug, version))
      }
    },
  }
}

/** SQLite: one process owns the database, so dropping the local copy and telling this process's editors is all there is. */
export function localChanges(cache: PageCache): PageChanges {
  const changed = listeners<PageChange>()
  return {
    state: 'not used',
    begin: (about) => pageWrite(cache, about, async () => undefined, changed.emit),
    onChange: changed.add,
    async start() {},
    async close() {},
  }
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
  private sending: Promise<unknown> = Promise.resolve()
  private readonly changed = listeners<PageChange>()
  private readonly notes = listeners<string>()
  private readonly reconnected = listeners<void>()
  readonly presenceBus: PresenceBus = {
    send: (note) => {
      // Outside any transaction: it leaves at once, one after another on the one connection. Lost while
      // the connection is down; presence is sent again on reconnection and on every heartbeat.
      const client = this.client
      if (!client || !this.listening) return
      this.sending = this.sending.then(() => client.query('SELECT pg_notify($1, $2)', [PRESENCE_CHANNEL, note])).catch(() => undefined)
    },
    onNote: (listener) => this.notes.add(listener),
    onReconnect: (listener) => this.reconnected.add(listener),
  }

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
      if (!msg.payload) return
      if (msg.channel === PRESENCE_CHANNEL) return this.notes.emit(msg.payload)
      if (msg.channel !== CHANNEL) return
      // 'slug version block by'; a bare slug (from a process of an earlier release) drops the page whatever it is.
      const change = parseChange(msg.payload)
      this.cache.changed(change.slug, Number.isNaN(change.version) ? undefined : change.version)
      if (!Number.isNaN(change.version)) this.changed.emit(change)
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
      await client.query(`LISTEN ${PRESENCE_CHANNEL}`)
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
    if (reconnected) this.reconnected.emit()
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

  begin(about?: WriteAbout): PageWrite {
    return pageWrite(this.cache, about, (trx, change) => sql`SELECT pg_notify(${CHANNEL}, ${changePayload(change)})`.execute(trx))
  }

  onChange(listener: (change: PageChange) => void): () => void {
    return this.changed.add(listener)
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
