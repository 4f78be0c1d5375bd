import { readdir, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { VARIANT_FORMATS, variantFile, variantWidths } from '../../schemas/media.ts'

const RASTER = new Set(['png', 'jpg', 'gif', 'webp', 'avif'])

/**
 * Writes the responsive copies of a stored raster image (AVIF and WebP at up to three widths,
 * see schemas/media.ts) beside the original, which is kept as uploaded. Returns the original's
 * size, which the editor stores with the image so pages reserve its space.
 */
export async function writeVariants(dir: string, name: string, ext: string): Promise<{ width: number; height: number } | undefined> {
  if (!RASTER.has(ext)) return undefined
  const file = join(dir, name)
  const { width, height } = await sharp(file).metadata()
  if (!width || !height) return undefined
  const base = name.slice(0, name.lastIndexOf('.'))
  await Promise.all(
    variantWidths(width).flatMap((w) =>
      VARIANT_FORMATS.map((format) => {
        const pipeline = sharp(file, { animated: false }).resize({ width: w, withoutEnlargement: true })
        const encoded = format === 'avif' ? pipeline.avif({ quality: 55, effort: 4 }) : pipeline.webp({ quality: 78 })
        return encoded.toFile(join(dir, variantFile(base, w, format)))
      }),
    ),
  )
  return { width, height }
}

/** Removes the copies of a stored image (its upload was refused after all). */
export async function removeVariants(dir: string, name: string): Promise<void> {
  const base = name.slice(0, name.lastIndexOf('.'))
  const files = await readdir(dir).catch(() => [] as string[])
  await Promise.all(files.filter((f) => f.startsWith(`${base}-`)).map((f) => unlink(join(dir, f)).catch(() => undefined)))
}
