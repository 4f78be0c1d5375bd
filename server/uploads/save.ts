import { unlink } from 'node:fs/promises'
import type { FastifyBaseLogger } from 'fastify'
import type { Storage } from '../storage/storage.ts'
import { StorageUnavailable } from '../storage/storage.ts'
import type { StagedFile } from './store.ts'
import { isRaster } from './raster.ts'
import { variantNames } from './variants.ts'

/** Removes stored files, as far as storage lets it: what it cannot remove now is only an unlisted orphan. */
export async function removeStored(storage: Storage, names: string[], log: FastifyBaseLogger): Promise<void> {
  for (const name of names)
    await storage.delete(name).catch((err: unknown) => log.warn({ err, name }, 'a stored file could not be removed'))
}

/**
 * Hands a staged upload to storage, whole or not at all: a failure of storage is a 503
 * (StorageUnavailable) and leaves nothing stored; the staged file goes in every case. Its
 * responsive copies are made afterwards (copies.ts). Returns a raster image's size, which the
 * editor stores with the image so pages reserve its space and list its copies.
 */
export async function saveUpload(storage: Storage, staged: StagedFile): Promise<{ width: number; height: number } | undefined> {
  try {
    await storage.moveIn(staged.name, staged.file, staged.type.mime)
    return isRaster(staged.type.ext) ? staged.dimensions : undefined
  } catch (err) {
    await storage.delete(staged.name).catch(() => undefined)
    throw err instanceof StorageUnavailable ? err : new StorageUnavailable(err)
  } finally {
    await unlink(staged.file).catch(() => undefined)
  }
}

/** Every file stored for an upload: the original and its copies. */
export const storedNames = (name: string, width: number | null) => [name, ...variantNames(name, width)]
