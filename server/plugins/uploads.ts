import { mkdir } from 'node:fs/promises'
import type { Config } from '../config.ts'
import { sweepIncoming } from '../storage/local.ts'
import { CopyMaker } from '../uploads/copies.ts'
import { backfillUploadHashes } from '../uploads/hashes.ts'
import { shared } from './shared.ts'

/**
 * The upload folders, swept of what a crash half-wrote (as the storage profile says: all of it,
 * or only what is an hour old, hourly), and the responsive copies made after the answer: `app.copies`.
 */
export const uploadsPlugin = shared<{ config: Config }>('uploads', async (app, { config }) => {
  const { db, storage } = app
  // Uploads stored before content hashes were kept: hashed once from storage, so their bytes are not stored twice.
  await backfillUploadHashes(db.db, storage.uploads, app.log)

  const { olderThanMs, everyMs } = app.profile.uploadSweep
  const sweep = async () => {
    const removed = [
      ...(await sweepIncoming(config.stagingDir, olderThanMs)),
      ...(config.storage ? [] : await sweepIncoming(config.uploadDir, olderThanMs)),
    ]
    if (removed.length) app.log.info({ removed: removed.length }, 'removed unfinished uploads')
  }
  await mkdir(config.stagingDir, { recursive: true, mode: 0o700 })
  if (!config.storage) {
    await mkdir(config.uploadDir, { recursive: true })
    await mkdir(config.submissionsDir, { recursive: true, mode: 0o700 })
    await sweepIncoming(config.submissionsDir, olderThanMs)
  }
  await sweep()
  const sweeper = everyMs ? setInterval(() => void sweep(), everyMs).unref() : undefined
  app.addHook('onClose', async () => clearInterval(sweeper))

  const copies = new CopyMaker({ storage: storage.uploads, db, stagingDir: config.stagingDir, log: app.log })
  // Copies being made finish before storage and the database close.
  app.addHook('onClose', () => copies.idle())
  app.decorate('copies', copies)
})
