import { randomUUID } from 'node:crypto'
import type { PresenceBus } from '../db/page-changes.ts'

/** One open events stream: a person with a page open in edit mode. */
export interface Viewer {
  stream: string
  user: string
  slug: string
}

type NoteKind = 'join' | 'here' | 'leave'
interface Note extends Viewer {
  kind: NoteKind
  process: string
}

/** A remote viewer not heard of for this long is taken to have gone (its process died without a 'leave'). */
export const PRESENCE_EXPIRY_MS = 70_000

/**
 * Who has which page open in edit mode, across processes. Each process knows its own streams
 * for sure; those of other processes sharing PostgreSQL come as notes on the change feed's
 * LISTEN connection ('join' when a stream opens, 'here' on every heartbeat and in answer to a
 * 'join', 'leave' when it closes) and expire when no 'here' came for PRESENCE_EXPIRY_MS. Notes
 * rather than a table: presence lives only as long as a connection, so nothing is left to clean
 * up after a crash, and no migration or polling is needed. Where the bus is missing (SQLite, one
 * process) the local streams are all there is.
 */
export class Presence {
  private readonly process = randomUUID()
  private readonly local = new Map<string, Viewer>()
  private readonly remote = new Map<string, Viewer & { expires: number }>()
  private readonly listeners = new Set<(slug: string) => void>()
  private readonly stops: (() => void)[] = []

  constructor(
    private readonly bus: PresenceBus | undefined,
    private readonly now: () => number = Date.now,
  ) {
    if (!bus) return
    this.stops.push(bus.onNote((text) => this.heard(text)))
    // Notes may have gone unheard while the connection was down: announce ours again and ask for theirs.
    this.stops.push(bus.onReconnect(() => this.local.forEach((viewer) => this.send('join', viewer))))
  }

  onChange(listener: (slug: string) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  join(viewer: Viewer): void {
    this.local.set(viewer.stream, viewer)
    this.send('join', viewer)
    this.changed(viewer.slug)
  }

  leave(stream: string): void {
    const viewer = this.local.get(stream)
    if (!viewer) return
    this.local.delete(stream)
    this.send('leave', viewer)
    this.changed(viewer.slug)
  }

  /** The people with the page open, each once. */
  usersOn(slug: string): string[] {
    const users = new Set<string>()
    for (const viewer of this.local.values()) if (viewer.slug === slug) users.add(viewer.user)
    for (const viewer of this.remote.values()) if (viewer.slug === slug) users.add(viewer.user)
    return [...users]
  }

  /**
   * How many streams the person has open, in every process that shares the bus: a limit per
   * person holds however many processes serve the site.
   */
  streamsOf(user: string): number {
    let n = 0
    for (const viewer of this.local.values()) if (viewer.user === user) n += 1
    for (const viewer of this.remote.values()) if (viewer.user === user) n += 1
    return n
  }

  /** Every ~25 s: tells the other processes our viewers are still here, and lets theirs go that stopped saying so. */
  heartbeat(): void {
    for (const viewer of this.local.values()) this.send('here', viewer)
    const now = this.now()
    const gone = new Set<string>()
    for (const [stream, viewer] of this.remote) {
      if (viewer.expires > now) continue
      this.remote.delete(stream)
      gone.add(viewer.slug)
    }
    gone.forEach((slug) => this.changed(slug))
  }

  close(): void {
    for (const stream of [...this.local.keys()]) this.leave(stream)
    this.stops.forEach((stop) => stop())
  }

  private send(kind: NoteKind, viewer: Viewer) {
    const note: Note = { kind, process: this.process, ...viewer }
    this.bus?.send(JSON.stringify(note))
  }

  private heard(text: string) {
    let note: Note
    try {
      note = JSON.parse(text) as Note
    } catch {
      return
    }
    if (note.process === this.process || typeof note.stream !== 'string' || typeof note.slug !== 'string') return
    if (note.kind === 'leave') {
      if (this.remote.delete(note.stream)) this.changed(note.slug)
      return
    }
    const known = this.remote.has(note.stream)
    this.remote.set(note.stream, { stream: note.stream, user: note.user, slug: note.slug, expires: this.now() + PRESENCE_EXPIRY_MS })
    if (!known) this.changed(note.slug)
    // A newcomer learns at once who was already there, not at the next heartbeat.
    if (note.kind === 'join') for (const viewer of this.local.values()) if (viewer.slug === note.slug) this.send('here', viewer)
  }

  private changed(slug: string) {
    for (const listener of this.listeners) listener(slug)
  }
}
