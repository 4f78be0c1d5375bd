import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, open, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { ApiError } from '../errors.ts'
import { imageDimensions } from './dimensions.ts'
import { isRaster, prepareRaster } from './raster.ts'
import { type SniffedType, sniff } from './sniff.ts'
import { sanitizeSvg } from './svg.ts'

/** Uploads in progress; a crash leaves them behind, and sweepIncoming removes them. */
export const INCOMING_PREFIX = '.incoming-'

export interface UploadLimits {
  imageMaxBytes: number
  videoMaxBytes: number
}

export interface StoredFile {
  name: string
  type: SniffedType
  size: number
  /** An image's pixel size, read from its bytes. */
  dimensions?: { width: number; height: number }
}

async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r')
  try {
    const buffer = Buffer.alloc(bytes)
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * Streams an upload to a temporary file, decides its type from its bytes, checks the limit for
 * that type, and only then moves it to a random final name. Every refusal removes the
 * temporary file, so nothing is stored.
 */
export async function storeUpload(
  dir: string,
  stream: Readable & { truncated?: boolean },
  opts: UploadLimits & { svgOnly: boolean },
): Promise<StoredFile> {
  await mkdir(dir, { recursive: true })
  const tmp = join(dir, `${INCOMING_PREFIX}${randomBytes(12).toString('hex')}`)
  try {
    await pipeline(stream, createWriteStream(tmp, { mode: 0o644 }))
    if (stream.truncated) throw tooLarge(Math.max(opts.imageMaxBytes, opts.videoMaxBytes))
    const head = await readHead(tmp, 4096)
    const type = await sniff(tmp, head)
    if (!type || (opts.svgOnly && type.ext !== 'svg'))
      throw new ApiError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        opts.svgOnly ? 'Icons must be SVG files.' : 'Only PNG, JPEG, GIF, WebP, AVIF, SVG, MP4 and WebM files are accepted.',
      )
    let size = (await stat(tmp)).size
    const limit = type.kind === 'video' ? opts.videoMaxBytes : opts.imageMaxBytes
    if (size > limit) throw tooLarge(limit)
    if (type.ext === 'svg') {
      const clean = sanitizeSvg(await readFile(tmp, 'utf8'))
      if (!clean) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The SVG file could not be read.')
      await writeFile(tmp, clean)
      size = Buffer.byteLength(clean)
    } else if (isRaster(type.ext)) {
      await prepareRaster(tmp, type.ext)
      size = (await stat(tmp)).size
    }
    const dimensions = type.kind === 'image' ? await imageDimensions(tmp) : undefined
    const name = `${randomBytes(16).toString('hex')}.${type.ext}`
    await rename(tmp, join(dir, name))
    return { name, type, size, dimensions }
  } catch (err) {
    await unlink(tmp).catch(() => undefined)
    throw err
  }
}

function tooLarge(limit: number) {
  return new ApiError(413, 'PAYLOAD_TOO_LARGE', `The file is larger than ${Math.round(limit / 1024 / 1024)} MB.`)
}

/**
 * Removes uploads a crash left half-written. `olderThanMs` spares files another process may be
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
