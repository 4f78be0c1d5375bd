import { createHash, randomBytes } from 'node:crypto'
import { mkdir, open, readFile, stat, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { ApiError } from '../errors.ts'
import { INCOMING_PREFIX } from '../storage/local.ts'
import { imageDimensions } from './dimensions.ts'
import { isRaster, prepareRaster } from './raster.ts'
import { type SniffedType, sniff } from './sniff.ts'
import { sanitizeSvg } from './svg.ts'

export interface UploadLimits {
  imageMaxBytes: number
  videoMaxBytes: number
}

/** An upload received and checked, waiting in the staging folder for storage to take it. */
export interface StagedFile {
  /** Its path in the staging folder. */
  file: string
  /** The random name it is stored under. */
  name: string
  type: SniffedType
  size: number
  /** An image's pixel size, read from its bytes. */
  dimensions?: { width: number; height: number }
  /** SHA-256 (hex) of the bytes as received, before any cleaning: the same file sent again has the same. */
  hash: string
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
 * Streams an upload to a file in the private staging folder, decides its type from its bytes,
 * checks the limit for that type, and readies it (SVG sanitized, a photo turned upright and
 * cleaned). Nothing reaches storage here: every refusal removes the staged file, so nothing is
 * stored, and storage only ever receives a finished file (saveUpload).
 */
export async function stageUpload<T>(
  stagingDir: string,
  stream: Readable & { truncated?: boolean },
  opts: UploadLimits & { svgOnly: boolean; findExisting?: (hash: string) => Promise<T | undefined> },
): Promise<StagedFile | { existing: T }> {
  await mkdir(stagingDir, { recursive: true, mode: 0o700 })
  const tmp = join(stagingDir, `${INCOMING_PREFIX}${randomBytes(12).toString('hex')}`)
  const hasher = createHash('sha256')
  // The file exists before the body is read: a body cut short can no longer be unlinked while
  // the write stream is still opening, which then created the file after and left it behind.
  const handle = await open(tmp, 'wx', 0o644)
  try {
    await pipeline(
      stream,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          hasher.update(chunk)
          yield chunk
        }
      },
      handle.createWriteStream(),
    )
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
    const hash = hasher.digest('hex')
    // The same bytes stored before: answered with that upload, before any cleaning or copies are made.
    const existing = await opts.findExisting?.(hash)
    if (existing !== undefined) {
      await unlink(tmp).catch(() => undefined)
      return { existing }
    }
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
    return { file: tmp, name, type, size, dimensions, hash }
  } catch (err) {
    await unlink(tmp).catch(() => undefined)
    throw err
  }
}

function tooLarge(limit: number) {
  return new ApiError(413, 'PAYLOAD_TOO_LARGE', `The file is larger than ${Math.round(limit / 1024 / 1024)} MB.`)
}
