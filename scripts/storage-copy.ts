// npm run storage:copy — copies a local data folder's stored files (uploads, their responsive
// copies, applications' attachments) into the bucket STORAGE_URL names, before a site switches
// to it (README, "Files on S3-compatible storage"). Idempotent and resumable: a file the bucket
// already holds at the same size is skipped, and each copy lands whole or not at all, so a run
// that was stopped is simply run again. Reads DATA_DIR (or UPLOAD_DIR/SUBMISSIONS_DIR) like the
// server; the AWS_* variables give the credentials. Exits 1 if any file could not be copied.
import { createReadStream } from 'node:fs'
import { join } from 'node:path'
import { loadConfig } from '../server/config.ts'
import { localStorage } from '../server/storage/local.ts'
import { openStorages } from '../server/storage/open.ts'
import { contentTypeOf, type Storage } from '../server/storage/storage.ts'

const kb = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`)

async function sizes(storage: Storage): Promise<Map<string, number>> {
  const found = new Map<string, number>()
  for await (const { key, size } of storage.list()) found.set(key, size)
  return found
}

export interface CopyCount {
  copied: number
  skipped: number
  failed: string[]
  bytes: number
}

/** Copies every file of `from` missing (or of another size) in `to`, printing one line per file. */
export async function copyArea(area: string, dir: string, from: Storage, to: Storage, print: (line: string) => void): Promise<CopyCount> {
  const there = await sizes(to)
  const files: { key: string; size: number }[] = []
  for await (const file of from.list()) files.push(file)
  const count: CopyCount = { copied: 0, skipped: 0, failed: [], bytes: 0 }
  let n = 0
  for (const { key, size } of files) {
    n++
    const at = `[${area} ${n}/${files.length}] ${key} (${kb(size)})`
    if (there.get(key) === size) {
      count.skipped++
      print(`${at} already there`)
      continue
    }
    try {
      await to.put(key, createReadStream(join(dir, key)), contentTypeOf(key))
      count.copied++
      count.bytes += size
      print(`${at} copied`)
    } catch (err) {
      count.failed.push(key)
      print(`${at} FAILED: ${(err as Error).cause instanceof Error ? ((err as Error).cause as Error).message : (err as Error).message}`)
    }
  }
  return count
}

async function main() {
  if (!process.env.STORAGE_URL) {
    console.error(
      'storage:copy: set STORAGE_URL to the bucket to copy into (s3://bucket?endpoint=…&region=…), and AWS_* for its credentials.',
    )
    process.exit(2)
  }
  // A fixed secret: this command signs nothing, and must not create one in the data folder.
  const config = loadConfig(process.env, { jwtSecret: 'storage-copy-signs-nothing-storage-copy-signs-nothing' })
  const bucket = await openStorages({ s3: config.storage, uploadDir: config.uploadDir, submissionsDir: config.submissionsDir })
  try {
    await bucket.check()
    console.log(`Copying ${config.uploadDir} and ${config.submissionsDir} into ${bucket.describe}`)
    const areas = [
      { area: 'uploads', dir: config.uploadDir, to: bucket.uploads, mode: { dir: 0o755, file: 0o644 } },
      { area: 'attachments', dir: config.submissionsDir, to: bucket.attachments, mode: { dir: 0o700, file: 0o600 } },
    ]
    const total: CopyCount = { copied: 0, skipped: 0, failed: [], bytes: 0 }
    for (const { area, dir, to, mode } of areas) {
      const count = await copyArea(area, dir, localStorage(dir, mode), to, (line) => console.log(line))
      total.copied += count.copied
      total.skipped += count.skipped
      total.bytes += count.bytes
      total.failed.push(...count.failed)
    }
    console.log(
      `Copied ${total.copied} files (${kb(total.bytes)}), ${total.skipped} already in the bucket, ${total.failed.length} failed, of ${total.copied + total.skipped + total.failed.length}.`,
    )
    if (total.failed.length) {
      console.error('Run the command again to copy the files that failed; the others are skipped.')
      process.exitCode = 1
    }
  } finally {
    bucket.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  await main().catch((err: unknown) => {
    console.error((err as Error).message)
    process.exit(1)
  })
