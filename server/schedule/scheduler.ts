import { randomUUID } from 'node:crypto'
import type { ScheduleAction } from '../../schemas/wire/schedule.ts'
import { patchedContent } from '../content.ts'
import { writeBlock } from '../block-write.ts'
import type { DbHandle } from '../db/connect.ts'
import type { PageChanges } from '../db/page-changes.ts'
import { claimDue, LeaseLost, markDone, nextDue, release } from '../db/schedules-repo.ts'
import type { ScheduleRow } from '../db/tables.ts'
import { ApiError } from '../errors.ts'
import { flagPatch } from './target.ts'

/** What one due schedule did, handed to `afterFire` once, by the one process that made it. */
export interface FiredSchedule {
  scheduleId: string
  /** The user id of whoever set the schedule (null once that account is gone). */
  scheduledBy: string | null
  page: string
  blockId: string
  /** The list item's id, or null for the block itself. */
  itemId: string | null
  action: ScheduleAction
  /** When it was due and when it was made (UTC ISO). */
  at: string
  firedAt: string
  /**
   * 'changed': published or unpublished now; 'unchanged': it already was; 'gone': the block or
   * item no longer exists; 'refused': the content as stored cannot take the change (it no longer
   * passes its block's schema), so trying again would fail the same way.
   */
  outcome: 'changed' | 'unchanged' | 'gone' | 'refused'
  /** Why the server refused it ('refused' only): the error code and message a PUT would answer. */
  refusal?: { code: string; message: string }
  /** The block's version after the change ('changed' only). */
  version?: number
}

/** Called after each fired schedule's change has committed (the audit log connects here). Its failure is logged, never retried. */
export type AfterFire = (fired: FiredSchedule) => void | Promise<void>

export interface SchedulerOptions {
  db: DbHandle
  changes: PageChanges
  /** Milliseconds between looks for schedules other processes made. */
  pollMs: number
  /** The clock (tests move it instead of waiting). */
  now?: () => Date
  afterFire?: AfterFire
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void }
}

/** Rows claimed per look: the rest wait for the next one, moments later. */
const BATCH = 50
/** A write that met a concurrent one is tried again this many times before the row is let go. */
const ATTEMPTS = 3

class NoChange extends Error {
  constructor(
    readonly outcome: 'unchanged' | 'gone' | 'refused',
    readonly refusal?: { code: string; message: string },
  ) {
    super(outcome)
  }
}

/** A refusal that depends on the stored content alone (a 4xx), not on the moment (the database away, a conflict). */
function refusalOf(err: unknown): NoChange | undefined {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500)
    return new NoChange('refused', { code: err.code, message: err.message })
  return undefined
}

/**
 * Publishes and unpublishes on time, in every server process. Each process wakes at the soonest
 * due time it knows of, and looks again at least every `pollMs` for schedules other processes
 * made; a due row is claimed by one process only (a lease, see schedules-repo.ts) and its change
 * goes through the block write every edit takes: the page's version, a revision, the change
 * feed (every process drops its kept page and HTML), and `done_at` in the same transaction.
 * Rows that fell due while no process ran fire at the next start.
 */
export class Scheduler {
  private readonly owner = randomUUID()
  private readonly now: () => Date
  private timer?: NodeJS.Timeout
  private running?: Promise<FiredSchedule[]>
  private again = false
  private closed = false

  constructor(private readonly opts: SchedulerOptions) {
    this.now = opts.now ?? (() => new Date())
  }

  /** Fires what is due now and keeps watching. */
  async start(): Promise<void> {
    await this.tick()
  }

  /** A schedule was set here: look again for the soonest due time. */
  wake(): void {
    if (!this.closed) void this.tick()
  }

  close(): void {
    this.closed = true
    clearTimeout(this.timer)
  }

  /** Fires every due schedule this process can claim; resolves with what it fired. One look at a time. */
  runDue(): Promise<FiredSchedule[]> {
    if (this.running) {
      // The look under way goes round once more: what was set meanwhile is seen.
      this.again = true
      return this.running
    }
    this.running = this.fireDue().finally(() => {
      this.running = undefined
    })
    return this.running
  }

  private async tick(): Promise<void> {
    try {
      await this.runDue()
    } catch (err) {
      this.opts.log.warn({ err }, 'scheduled publishing: could not fire due schedules; trying again later')
    }
    await this.arm()
  }

  private async arm(): Promise<void> {
    if (this.closed) return
    let delay = this.opts.pollMs
    try {
      const next = await nextDue(this.opts.db.db)
      if (next !== undefined) delay = Math.min(delay, Math.max(0, Date.parse(next) - this.now().getTime()))
    } catch {
      // The database is away: the poll comes back later.
    }
    if (this.closed) return
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.tick(), delay)
    this.timer.unref()
  }

  private async fireDue(): Promise<FiredSchedule[]> {
    const fired: FiredSchedule[] = []
    do {
      this.again = false
      const rows = await claimDue(this.opts.db.db, { owner: this.owner, now: this.now(), limit: BATCH })
      for (const row of rows) {
        const done = await this.fire(row)
        if (done) fired.push(done)
      }
      if (rows.length === BATCH) this.again = true
    } while (this.again && !this.closed)
    return fired
  }

  /** Makes one claimed row's change; undefined when it must be tried again later. */
  private async fire(row: ScheduleRow): Promise<FiredSchedule | undefined> {
    const db = this.opts.db.db
    const deps = { db, changes: this.opts.changes }
    const base = {
      scheduleId: row.id,
      scheduledBy: row.created_by,
      page: row.page_slug,
      blockId: row.block_id,
      itemId: row.item_id === '' ? null : row.item_id,
      action: row.action,
      at: row.at,
    }
    let result: FiredSchedule | undefined
    try {
      for (let attempt = 1; attempt <= ATTEMPTS && !result; attempt++) {
        const firedAt = this.now()
        try {
          const { row: written } = await writeBlock(deps, {
            id: row.block_id,
            userId: row.created_by,
            content: (stored) => {
              const before = JSON.parse(stored.content)
              const patch = flagPatch(before, row.item_id, row.action)
              if (typeof patch === 'string') throw new NoChange(patch)
              try {
                return patchedContent(stored.block_type, before, patch).value
              } catch (err) {
                throw refusalOf(err) ?? err
              }
            },
            alsoInside: (trx) => markDone(trx, row, this.owner, 'changed', firedAt),
            // Editors hear of it as a change of the page by no one of them.
            about: { by: null },
          })
          result = { ...base, firedAt: firedAt.toISOString(), outcome: 'changed', version: written.version }
        } catch (err) {
          // Another write came between the read and the update: read again.
          if (err instanceof ApiError && err.code === 'STALE_VERSION') continue
          const done =
            err instanceof NoChange
              ? err
              : err instanceof ApiError && err.code === 'BLOCK_NOT_FOUND'
                ? new NoChange('gone')
                : refusalOf(err)
          if (!done) throw err
          await markDone(db, row, this.owner, done.outcome, firedAt, done.refusal)
          result = { ...base, firedAt: firedAt.toISOString(), outcome: done.outcome }
          if (done.refusal) result.refusal = done.refusal
        }
      }
    } catch (err) {
      if (err instanceof LeaseLost) return undefined
      await release(db, row, this.owner).catch(() => undefined)
      this.opts.log.warn({ err, schedule: row.id }, 'scheduled publishing: a change failed; it is tried again at the next look')
      return undefined
    }
    if (!result) {
      await release(db, row, this.owner)
      return undefined
    }
    if (result.outcome === 'refused') this.opts.log.warn({ schedule: result }, 'scheduled change refused; it is not tried again')
    else this.opts.log.info({ schedule: result }, 'scheduled change made')
    try {
      await this.opts.afterFire?.(result)
    } catch (err) {
      this.opts.log.warn({ err, schedule: row.id }, 'scheduled publishing: afterFire failed')
    }
    return result
  }
}
