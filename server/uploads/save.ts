import { unlink } from 'node:fs/promises'
import type { FastifyBaseLogger } from 'fastify'
import type { Storage } from '../storage/storage.ts'
import { StorageUnavailable } from '../storage/storage.ts'
import type { StagedFile } from './store.ts'
import { variantNames, writeVariants } from './variants.ts'

/** Removes stored files, as far as storage lets it: what it cannot remove now is only an unlisted orphan. */
export async function removeStored(storage: Storage, names: string[], log: FastifyBaseLogger): Promise<void> {
  for (const name of names)
    await storage.delete(name).catch((err: unknown) => log.warn({ err, name }, 'a stored file could not be removed'))
}

/**
 * Hands a staged upload and its responsive copies to storage. All or nothing: when storage fails
 * part-way, what was stored is removed again and the answer is a 503 (StorageUnavailable); the
 * staged file goes in every case. Returns the image's size when copies were made.
 */
export async function saveUpload(
  storage: Storage,
  staged: StagedFile,
  log: FastifyBaseLogger,
): Promise<{ width: number; height: number } | undefined> {
  const stored: string[] = []
  try {
    // Raster images get their responsive copies now; an image sharp cannot read keeps its original only.
    const size = await writeVariants(staged.file, staged.name, staged.type.ext, async (variant) => {
      stored.push(variant.name)
      await storage.put(variant.name, variant.bytes, `image/${variant.format}`)
    }).catch((err: unknown) => {
      if (err instanceof StorageUnavailable) throw err
      log.warn({ err, name: staged.name }, 'no responsive copies for an uploaded image')
      return undefined
    })
    stored.push(staged.name)
    await storage.moveIn(staged.name, staged.file, staged.type.mime)
    return size
  } catch (err) {
    await removeStored(storage, stored, log)
    throw err instanceof StorageUnavailable ? err : new StorageUnavailable(err)
  } finally {
    await unlink(staged.file).catch(() => undefined)
  }
}

/** Every file stored for an upload: the original and its copies. */
export const storedNames = (name: string, width: number | null) => [name, ...variantNames(name, width)]
