import type { Readable } from 'node:stream'
import { ApiError } from '../errors.ts'

/** What the storage knows of a stored file. */
export interface StoredObject {
  size: number
  /** A validator for If-None-Match: the storage's own (S3's content MD5, the folder's size and time). */
  etag: string
  lastModified: Date
}

export interface ObjectRead extends StoredObject {
  body: Readable
}

/** Bytes `start` to `end`, both included (HTTP's byte ranges). */
export interface ByteRange {
  start: number
  end: number
}

/**
 * Where stored files live: a local folder (the default) or an S3-compatible bucket. Keys are the
 * server's own random names (never a visitor's), so no implementation has to guard against `..`.
 * Every failure to reach the storage is a StorageUnavailable; a missing file is `undefined`.
 */
export interface Storage {
  /** For messages: the folder, or s3://bucket/prefix. */
  readonly where: string
  /** Stores whole or not at all: a reader never sees half a file under `key`. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>
  /** Stores a finished local file under `key` and removes the local file (a rename in a folder). */
  moveIn(key: string, file: string, contentType: string): Promise<void>
  get(key: string, range?: ByteRange): Promise<ObjectRead | undefined>
  head(key: string): Promise<StoredObject | undefined>
  /** Removing what is not there is not an error. */
  delete(key: string): Promise<void>
  list(): AsyncIterable<{ key: string; size: number }>
}

/** Uploads (public, served at /data/uploads/) and applications' attachments (private) are kept apart. */
export interface Storages {
  uploads: Storage
  attachments: Storage
  /** What STORAGE_URL named, or the local folders; for the start-up line. */
  describe: string
  /** Fails with an error naming STORAGE_URL when the bucket cannot be reached. */
  check(): Promise<void>
  close(): void
}

export class StorageUnavailable extends ApiError {
  constructor(cause: unknown) {
    super(503, 'STORAGE_UNAVAILABLE', 'File storage is unavailable; try again shortly.', undefined, { 'Retry-After': '5' })
    this.cause = cause
  }
}

/** Runs a storage call, turning any failure other than ours into a StorageUnavailable. */
export async function reaching<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (err instanceof ApiError) throw err
    throw new StorageUnavailable(err)
  }
}

/** Content types by the extension the server gave a stored file from its bytes. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
}

export const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream'
