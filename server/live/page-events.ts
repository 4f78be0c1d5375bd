import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { PageChange, PageChanges } from '../db/page-changes.ts'
import type { Database } from '../db/tables.ts'
import { Presence } from './presence.ts'

/** Open streams one person may hold (tabs, a reconnection before the old socket closed), counted in every process sharing the database. */
export const STREAMS_PER_USER = 5
/** Open streams in one process: every stream holds a socket. */
export const STREAMS_MAX = 500
export const HEARTBEAT_MS = 25_000

export interface Person {
  id: string
  name: string
}

/** What a stream is sent: SSE events `block` and `presence`. */
export type LiveEvent =
  | { event: 'block'; data: { slug: string; block: string | null; page_version: number; by: Person | null } }
  | { event: 'presence'; data: { slug: string; others: Person[] } }

interface Stream {
  id: string
  slug: string
  /** The pages whose saves it is told of: its own and those the editor shows with it. */
  follows: ReadonlySet<string>
  user: string
  send(text: string): void
  end(): void
}

const eventText = ({ event, data }: LiveEvent) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

/**
 * The events streams of the editors with a page open (GET /v1/pages/{slug}/events): each is
 * told of every committed write made by someone else of its page and of the pages shown with it
 * (the header, the footer, a page a block borrows from), from the change feed that
 * drops cached pages (every process's on PostgreSQL), and of who else has the page open.
 */
export class PageEvents {
  private readonly streams = new Map<string, Stream>()
  private readonly presence: Presence
  private readonly names = new Map<string, string>()
  private readonly stops: (() => void)[] = []
  private readonly timer: NodeJS.Timeout

  constructor(
    private readonly db: Kysely<Database>,
    changes: PageChanges,
    now?: () => number,
  ) {
    this.presence = new Presence(changes.presenceBus, now)
    this.stops.push(changes.onChange((change) => void this.changed(change).catch(() => undefined)))
    this.stops.push(this.presence.onChange((slug) => void this.presenceChanged(slug).catch(() => undefined)))
    this.timer = setInterval(() => this.heartbeat(), HEARTBEAT_MS)
    this.timer.unref()
  }

  /**
   * A new stream, or why not: 'too many' past STREAMS_PER_USER for this person or STREAMS_MAX in
   * all. It is on `slug` (presence) and told of saves of `slug` and of the pages in `also`.
   */
  open(
    slug: string,
    user: string,
    send: (text: string) => void,
    end: () => void,
    also: readonly string[] = [],
  ): { close(): void } | 'too many' {
    if (this.presence.streamsOf(user) >= STREAMS_PER_USER || this.streams.size >= STREAMS_MAX) return 'too many'
    const stream: Stream = { id: randomUUID(), slug, follows: new Set([slug, ...also]), user, send, end }
    this.streams.set(stream.id, stream)
    this.presence.join({ stream: stream.id, user, slug })
    // The presence event for this join is sent to the newcomer too, so it learns who is there.
    return { close: () => this.closed(stream.id) }
  }

  /** How many streams are open: what tests read to see that none is left behind. */
  get size(): number {
    return this.streams.size
  }

  /** Heartbeat comments keep proxies from closing a quiet stream; presence is refreshed and expired on the same beat. */
  heartbeat(): void {
    this.names.clear()
    for (const stream of this.streams.values()) stream.send(': heartbeat\n\n')
    this.presence.heartbeat()
  }

  /** Ends every stream: the server is closing. */
  close(): void {
    clearInterval(this.timer)
    for (const stream of [...this.streams.values()]) {
      this.closed(stream.id)
      stream.end()
    }
    this.presence.close()
    this.stops.forEach((stop) => stop())
  }

  private closed(id: string) {
    if (!this.streams.delete(id)) return
    this.presence.leave(id)
  }

  private async changed(change: PageChange) {
    const watching = [...this.streams.values()].filter((s) => s.follows.has(change.slug) && s.user !== change.by)
    if (!watching.length) return
    const by = change.by ? ((await this.people([change.by]))[0] ?? null) : null
    const text = eventText({ event: 'block', data: { slug: change.slug, block: change.block, page_version: change.version, by } })
    for (const stream of watching) if (this.streams.has(stream.id)) stream.send(text)
  }

  private async presenceChanged(slug: string) {
    if (![...this.streams.values()].some((s) => s.slug === slug)) return
    await this.people(this.presence.usersOn(slug))
    // Read again after the wait: whichever lookup ends last sends the current state, not an older one.
    const people = this.known(this.presence.usersOn(slug))
    for (const stream of this.streams.values()) {
      if (stream.slug !== slug) continue
      stream.send(eventText({ event: 'presence', data: { slug, others: people.filter((p) => p.id !== stream.user) } }))
    }
  }

  /** Each person's name as the people page shows it (the email until an administrator names them). */
  private async people(ids: string[]): Promise<Person[]> {
    const missing = ids.filter((id) => !this.names.has(id))
    if (missing.length) {
      const rows = await this.db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', missing).execute()
      for (const row of rows) this.names.set(row.id, row.name || row.email)
    }
    return this.known(ids)
  }

  private known(ids: string[]): Person[] {
    return ids.flatMap((id) => {
      const name = this.names.get(id)
      return name === undefined ? [] : [{ id, name }]
    })
  }
}
