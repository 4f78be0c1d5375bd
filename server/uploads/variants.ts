import { readdir, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { VARIANT_FORMATS, variantFile, variantWidths } from '../../schemas/media.ts'
import { isRaster, MAX_IMAGE_PIXELS } from './raster.ts'

/**
 * Writes the responsive copies of a stored raster image (AVIF and WebP at up to three widths,
 * see schemas/media.ts) beside the original (stored upright and without metadata, see raster.ts).
 * Returns the original's size, which the editor stores with the image so pages reserve its space.
 * The copies are made one after another: each decodes the whole original, and six at once
 * would hold six decoded images in memory and every core.
 */
export async function writeVariants(dir: string, name: string, ext: string): Promise<{ width: number; height: number } | undefined> {
  if (!isRaster(ext)) return undefined
  const file = join(dir, name)
  const { width, height } = await sharp(file).metadata()
  if (!width || !height) return undefined
  const base = name.slice(0, name.lastIndexOf('.'))
  for (const w of variantWidths(width))
    for (const format of VARIANT_FORMATS) {
      const pipeline = sharp(file, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS }).resize({ width: w, withoutEnlargement: true })
      const encoded = format === 'avif' ? pipeline.avif({ quality: 55, effort: 4 }) : pipeline.webp({ quality: 78 })
      await encoded.toFile(join(dir, variantFile(base, w, format)))
    }
  return { width, height }
}

/** Removes the copies of a stored image (its upload was refused after all). */
export async function removeVariants(dir: string, name: string): Promise<void> {
  const base = name.slice(0, name.lastIndexOf('.'))
  const files = await readdir(dir).catch(() => [] as string[])
  await Promise.all(files.filter((f) => f.startsWith(`${base}-`)).map((f) => unlink(join(dir, f)).catch(() => undefined)))
}
