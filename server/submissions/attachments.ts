import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { ATTACHMENT_MAX_MB } from '../../schemas/forms/application.ts'
import type { StoredAttachment } from '../db/submissions-repo.ts'
import { ApiError } from '../errors.ts'
import { INCOMING_PREFIX } from '../storage/local.ts'
import type { Storage } from '../storage/storage.ts'
import { attachmentName } from './attachment-name.ts'
import { documentType } from './document-type.ts'

export const ATTACHMENT_MAX_BYTES = ATTACHMENT_MAX_MB * 1024 * 1024

/** A file received and not yet checked: kept under a temporary name until it is accepted. */
export interface ReceivedFile {
  tmp: string
  /** As the visitor's browser sent it. */
  originalName: string
}

/** Streams an attachment to a file in the private staging folder; more than 10 MB is refused. */
export async function receiveAttachment(
  stagingDir: string,
  stream: Readable & { truncated?: boolean },
  filename: string,
): Promise<ReceivedFile> {
  await mkdir(stagingDir, { recursive: true, mode: 0o700 })
  const tmp = join(stagingDir, `${INCOMING_PREFIX}${randomBytes(12).toString('hex')}`)
  try {
    await pipeline(stream, createWriteStream(tmp, { mode: 0o600 }))
    if (stream.truncated) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `The attachment is larger than ${ATTACHMENT_MAX_MB} MB.`)
  } catch (err) {
    await unlink(tmp).catch(() => undefined)
    throw err
  }
  // The name is cleaned and given its extension once the bytes say what the file is.
  return { tmp, originalName: filename }
}

/**
 * Checks the received file's bytes and hands it to storage under a random name; a refusal
 * removes it, and storage that fails is a 503 (StorageUnavailable) with nothing stored.
 */
export async function acceptAttachment(storage: Storage, received: ReceivedFile): Promise<StoredAttachment> {
  try {
    const type = await documentType(received.tmp)
    if (!type)
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The attachment must be a PDF, Word (doc, docx) or PowerPoint (ppt, pptx) file.')
    const size = (await stat(received.tmp)).size
    const file = `${randomBytes(16).toString('hex')}.${type.ext}`
    await storage.moveIn(file, received.tmp, type.mime)
    return { name: attachmentName(received.originalName, type.ext), file, mime: type.mime, size }
  } catch (err) {
    await unlink(received.tmp).catch(() => undefined)
    throw err
  }
}

export async function discard(received: ReceivedFile | undefined) {
  if (received) await unlink(received.tmp).catch(() => undefined)
}

/** Stored names are 32 hex characters and a document extension: nothing else is ever opened. */
const STORED_NAME = /^[0-9a-f]{32}\.(pdf|docx?|pptx?)$/

export async function openAttachment(storage: Storage, file: string) {
  if (!STORED_NAME.test(file)) throw new ApiError(404, 'NOT_FOUND', 'No such attachment.')
  const read = await storage.get(file)
  if (!read) throw new ApiError(404, 'NOT_FOUND', 'The attachment file is missing.')
  return read
}
