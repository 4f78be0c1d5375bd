import { buffer } from 'node:stream/consumers'
import { imageSize } from 'image-size'
import { imageSizeFromFile } from 'image-size/fromFile'
import type { Storage } from '../storage/storage.ts'

type Size = ReturnType<typeof imageSize>

function upright(size: Size): { width: number; height: number } | undefined {
  const turned = (size.orientation ?? 1) >= 5
  const width = turned ? size.height : size.width
  const height = turned ? size.width : size.height
  return width && height && width > 0 && height > 0 ? { width: Math.round(width), height: Math.round(height) } : undefined
}

/** An image's pixel size read from its bytes; undefined for video or what cannot be read. */
export async function imageDimensions(file: string): Promise<{ width: number; height: number } | undefined> {
  try {
    return upright(await imageSizeFromFile(file))
  } catch {
    return undefined
  }
}

/** The same, for a file already in storage (an upload stored before sizes were kept). */
export async function storedImageDimensions(storage: Storage, name: string): Promise<{ width: number; height: number } | undefined> {
  const read = await storage.get(name).catch(() => undefined)
  if (!read) return undefined
  try {
    return upright(imageSize(await buffer(read.body)))
  } catch {
    return undefined
  }
}
