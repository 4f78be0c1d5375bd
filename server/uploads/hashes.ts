import { createHash } from 'node:crypto'
import { basename } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/tables.ts'
import type { Storage } from '../storage/storage.ts'

/** The SHA-256 of a stored file, or undefined when storage does not have it or cannot be read now. */
export async function storedHash(storage: Storage, name: string): Promise<string | undefined> {
  try {
    const read = await storage.get(name)
    if (!read) return undefined
    const hash = createHash('sha256')
    for await (const chunk of read.body) hash.update(chunk as Buffer)
    return hash.digest('hex')
  } catch {
    return undefined
  }
}

/**
 * Uploads stored before hashes were kept get the hash of their stored file (the bytes as sent,
 * unless metadata was removed from a photo). A file storage cannot read now keeps none and is
 * tried again at the next start; a second copy of bytes already hashed keeps none either: both
 * rows stay (pages name both addresses), and new uploads of those bytes answer the first.
 */
export async function backfillUploadHashes(db: Kysely<Database>, storage: Storage, log: FastifyBaseLogger): Promise<number> {
  const rows = await db.selectFrom('uploads').select(['id', 'url']).where('content_hash', 'is', null).orderBy('created_at').execute()
  let filled = 0
  for (const row of rows) {
    const hash = await storedHash(storage, basename(row.url))
    if (!hash) continue
    const taken = await db.selectFrom('uploads').select('id').where('content_hash', '=', hash).executeTakeFirst()
    if (taken) continue
    try {
      await db.updateTable('uploads').set({ content_hash: hash }).where('id', '=', row.id).where('content_hash', 'is', null).execute()
      filled++
    } catch (err) {
      // Another process hashed the same bytes for another row meanwhile.
      log.warn({ err, url: row.url }, 'an upload keeps no content hash')
    }
  }
  return filled
}
