import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { copyFile, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { FastifyBaseLogger } from 'fastify'
import { variantWidths } from '../../schemas/media.ts'
import type { DbHandle } from '../db/connect.ts'
import { INCOMING_PREFIX } from '../storage/local.ts'
import type { Storage } from '../storage/storage.ts'
import { writeVariants } from './variants.ts'

const COPY_NAME = /^([0-9a-f]{32})-(\d{1,5})\.(avif|webp)$/

/**
 * The responsive copies are made after the upload is answered: an editor waits for the original
 * to be stored, not for six encodings (seconds each on a busy machine). One image at a time, in
 * the order uploaded. Until a copy exists, a read of it waits for it (`whenMade`), so a page that
 * lists the copies in its srcset right after the upload gets each one; after a crash that left
 * some unmade, the first read of one makes them from the stored original. Nothing references a
 * copy that cannot be had.
 */
export class CopyMaker {
  private chain: Promise<void> = Promise.resolve()
  private readonly pending = new Map<string, Promise<void>>()

  constructor(private readonly deps: { storage: Storage; db: DbHandle; stagingDir: string; log: FastifyBaseLogger }) {}

  /** A private copy of a staged file for the copies to be made from once the original has moved into storage. */
  async keep(staged: string): Promise<string> {
    const file = join(this.deps.stagingDir, `${INCOMING_PREFIX}${randomBytes(12).toString('hex')}`)
    await copyFile(staged, file)
    return file
  }

  /** Queues the copies of stored upload `name` from `file` (removed when done). */
  make(name: string, file: string, ext: string): Promise<void> {
    const base = name.slice(0, 32)
    const job = this.chain.then(async () => {
      try {
        await writeVariants(file, name, ext, (v) => this.deps.storage.put(v.name, v.bytes, `image/${v.format}`))
      } catch (err) {
        this.deps.log.warn({ err, name }, 'responsive copies of an upload could not be made now; a read of one tries again')
      } finally {
        await unlink(file).catch(() => undefined)
        if (this.pending.get(base) === job) this.pending.delete(base)
      }
    })
    this.chain = job
    this.pending.set(base, job)
    return job
  }

  /** Settles once the copies of upload `base` queued so far are made (a delete waits for them, so none lands after it). */
  settled(base: string): Promise<void> {
    return this.pending.get(base) ?? Promise.resolve()
  }

  /** Every queued copy made (closing the server, tests). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all(this.pending.values())
  }

  /**
   * Called for a copy storage does not have: waits for its job, or, when none is queued (the
   * process that took the upload stopped first), makes the upload's copies from the stored
   * original. True when it may be there now; false for a name no upload has a copy under.
   */
  async whenMade(name: string): Promise<boolean> {
    const m = COPY_NAME.exec(name)
    if (!m) return false
    const base = m[1] as string
    const queued = this.pending.get(base)
    if (queued) {
      await queued
      return true
    }
    const row = await this.deps.db.db
      .selectFrom('uploads')
      .select(['url', 'width'])
      .where('url', 'like', `/data/uploads/${base}.%`)
      .executeTakeFirst()
    if (!row?.width || !variantWidths(row.width).includes(Number(m[2]))) return false
    const original = row.url.slice(row.url.lastIndexOf('/') + 1)
    const read = await this.deps.storage.get(original)
    if (!read) return false
    const file = join(this.deps.stagingDir, `${INCOMING_PREFIX}${randomBytes(12).toString('hex')}`)
    try {
      await pipeline(read.body, createWriteStream(file, { mode: 0o600 }))
    } catch (err) {
      await unlink(file).catch(() => undefined)
      throw err
    }
    await this.make(original, file, original.slice(original.lastIndexOf('.') + 1))
    return true
  }
}
