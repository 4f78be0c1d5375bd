import { createHash } from 'node:crypto'
import pg from 'pg'

export interface CachedPage {
  body: string
  etag: string
}

/**
 * Serialized pages kept in memory: a read never re-serializes. Each write drops the page here
 * and, on PostgreSQL, NOTIFYs every other process, whose LISTEN drops its own copy.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>()
  private generation = 0
  private listener?: pg.Client
  private readonly notifier?: (slug: string) => Promise<void>

  constructor(private readonly pgUrl?: string) {
    if (pgUrl) {
      const pool = new pg.Pool({ connectionString: pgUrl, max: 2 })
      this.notifier = async (slug) => {
        await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, slug])
      }
      this.closePool = () => pool.end()
    }
  }

  private closePool?: () => Promise<void>

  /** Without a live LISTEN connection nothing is cached, so no process serves a page it was not told changed. */
  private listening = false
  private closed = false

  async start(): Promise<void> {
    if (!this.pgUrl) return
    const client = new pg.Client({ connectionString: this.pgUrl })
    client.on('notification', (msg) => {
      if (msg.channel === CHANNEL && msg.payload) this.drop(msg.payload)
    })
    const lost = () => {
      if (this.listener !== client) return
      this.listening = false
      this.listener = undefined
      this.generation += 1
      this.pages.clear()
      this.retryLater()
    }
    client.on('error', lost)
    client.on('end', lost)
    this.listener = client
    await client.connect()
    await client.query(`LISTEN ${CHANNEL}`)
    this.listening = true
  }

  private retryLater() {
    if (this.closed) return
    setTimeout(() => {
      this.start().catch(() => {
        this.listener = undefined
        this.retryLater()
      })
    }, 1000).unref()
  }

  /**
   * The cached page, or the loader's answer serialized and cached. A write that lands while the
   * loader runs bumps the generation, and the possibly stale answer is then not kept.
   */
  /** A hit without a promise: the hot path of every page read. */
  peek(slug: string): CachedPage | undefined {
    return this.pages.get(slug)
  }

  async load(slug: string, loader: () => Promise<unknown>): Promise<CachedPage | undefined> {
    const hit = this.pages.get(slug)
    if (hit) return hit
    const generation = this.generation
    const value = await loader()
    if (value === undefined) return undefined
    const body = JSON.stringify(value)
    const entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }
    if (generation === this.generation && (this.listening || !this.pgUrl)) this.pages.set(slug, entry)
    return entry
  }

  private drop(slug: string) {
    this.generation += 1
    this.pages.delete(slug)
  }

  async invalidate(slug: string): Promise<void> {
    this.drop(slug)
    await this.notifier?.(slug)
  }

  async close(): Promise<void> {
    this.closed = true
    const listener = this.listener
    this.listener = undefined
    await listener?.end().catch(() => undefined)
    await this.closePool?.()
  }
}

const CHANNEL = 'page_changed'
