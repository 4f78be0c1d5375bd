import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { copyFile, mkdir, open, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { ByteRange, ObjectRead, Storage, StoredObject } from './storage.ts'
import { reaching } from './storage.ts'

/** Files being copied in from another disk; a crash leaves them behind, and sweepIncoming removes them. */
export const INCOMING_PREFIX = '.incoming-'

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT'

/** The validator `send` (and so @fastify/static) gave these files before: unchanged ETags across the move to this interface. */
function described(info: { size: number; mtime: Date }): StoredObject {
  return { size: info.size, etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`, lastModified: info.mtime }
}

/**
 * The embedded default: one folder per area (DATA_DIR/uploads, DATA_DIR/submissions). `mode`
 * is the files' (attachments are 0600 in a 0700 folder). Every write lands whole: a file is
 * renamed into place, never written there.
 */
export function localStorage(dir: string, mode: { dir: number; file: number }): Storage {
  const ready = mkdir(dir, { recursive: true, mode: mode.dir })
  // Awaited by each write, which reports the failure; never an unhandled rejection meanwhile.
  ready.catch(() => undefined)
  const path = (key: string) => join(dir, key)
  return {
    where: dir,
    put: (key, body) =>
      reaching(async () => {
        await ready
        const tmp = path(`${INCOMING_PREFIX}${randomBytes(12).toString('hex')}`)
        try {
          if (Buffer.isBuffer(body)) await writeFile(tmp, body, { mode: mode.file })
          else await pipeline(body, createWriteStream(tmp, { mode: mode.file }))
          await rename(tmp, path(key))
        } catch (err) {
          await unlink(tmp).catch(() => undefined)
          throw err
        }
      }),
    moveIn: (key, file) =>
      reaching(async () => {
        await ready
        try {
          await rename(file, path(key))
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err
          // Another disk (UPLOAD_DIR elsewhere): copied beside, then renamed into place.
          const tmp = path(`${INCOMING_PREFIX}${randomBytes(12).toString('hex')}`)
          try {
            await copyFile(file, tmp)
            await rename(tmp, path(key))
          } catch (copyErr) {
            await unlink(tmp).catch(() => undefined)
            throw copyErr
          }
          await unlink(file).catch(() => undefined)
        }
      }),
    async head(key) {
      return reaching(async () => {
        const info = await stat(path(key)).catch((err: unknown) => {
          if (missing(err)) return undefined
          throw err
        })
        return info?.isFile() ? described(info) : undefined
      })
    },
    async get(key, range?: ByteRange): Promise<ObjectRead | undefined> {
      return reaching(async () => {
        // Opened first, so the stream that follows reads the very file that was described.
        const handle = await open(path(key), 'r').catch((err: unknown) => {
          if (missing(err) || (err as NodeJS.ErrnoException).code === 'EISDIR') return undefined
          throw err
        })
        if (!handle) return undefined
        try {
          const info = await handle.stat()
          if (!info.isFile()) {
            await handle.close()
            return undefined
          }
          const body = createReadStream('', { fd: handle, start: range?.start, end: range?.end })
          return { ...described(info), body }
        } catch (err) {
          await handle.close()
          throw err
        }
      })
    },
    delete: (key) =>
      reaching(() =>
        unlink(path(key)).catch((err: unknown) => {
          if (!missing(err)) throw err
        }),
      ),
    async *list() {
      const names = await readdir(dir).catch(() => [] as string[])
      for (const name of names.sort()) {
        if (name.startsWith('.')) continue
        const info = await stat(path(name)).catch(() => undefined)
        if (info?.isFile()) yield { key: name, size: info.size }
      }
    },
  }
}

/**
 * Removes files a crash left half-written. `olderThanMs` spares files another process may be
 * writing right now (several processes share the folder on PostgreSQL); one process alone sweeps all.
 */
export async function sweepIncoming(dir: string, olderThanMs: number, now = Date.now()): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  const removed: string[] = []
  for (const name of names.filter((n) => n.startsWith(INCOMING_PREFIX))) {
    const file = join(dir, name)
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile() || now - info.mtimeMs < olderThanMs) continue
    await unlink(file).catch(() => undefined)
    removed.push(name)
  }
  return removed
}
