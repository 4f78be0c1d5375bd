import sharp from 'sharp'
import { VARIANT_FORMATS, type VariantFormat, variantFile, variantWidths } from '../../schemas/media.ts'
import { isRaster, MAX_IMAGE_PIXELS } from './raster.ts'

export interface Variant {
  name: string
  format: VariantFormat
  bytes: Buffer
}

/**
 * AVIF's encoder effort (0–9). Sharp's default, 4, took 5–60 s per copy on a busy two-core
 * machine (a 2 MB photo's three AVIF copies: 95 s, load 15); 2 took a tenth of that for files
 * within a few percent of the size at the same quality (scripts/bench-storage.ts, docs/benchmarks.md).
 */
export const AVIF_EFFORT = 2

/**
 * The responsive copies of a staged raster image (AVIF and WebP at up to three widths, see
 * schemas/media.ts), from the original (stored upright and without metadata, see raster.ts),
 * handed one by one to `store`. Returns the original's size, which the editor stores with the
 * image so pages reserve its space. The original is decoded once, to the widest copy's pixels,
 * and every copy is made from those; the copies are made one after another: six at once would
 * hold six images in memory and every core. A failure of sharp is thrown as is; one of `store`
 * too (the caller tells them apart).
 */
export async function writeVariants(
  file: string,
  name: string,
  ext: string,
  store: (variant: Variant) => Promise<void>,
): Promise<{ width: number; height: number } | undefined> {
  if (!isRaster(ext)) return undefined
  const { width, height } = await sharp(file).metadata()
  if (!width || !height) return undefined
  const base = name.slice(0, name.lastIndexOf('.'))
  const widths = variantWidths(width)
  const pixels = await sharp(file, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width: Math.max(...widths), withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
  const raw = { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels }
  for (const w of widths)
    for (const format of VARIANT_FORMATS) {
      const pipeline = sharp(pixels.data, { raw }).resize({ width: w, withoutEnlargement: true })
      const encoded = format === 'avif' ? pipeline.avif({ quality: 55, effort: AVIF_EFFORT }) : pipeline.webp({ quality: 78 })
      await store({ name: variantFile(base, w, format), format, bytes: await encoded.toBuffer() })
    }
  return { width, height }
}

/** The names of a stored image's copies, from its stored width. */
export function variantNames(name: string, width: number | null): string[] {
  if (!width) return []
  const base = name.slice(0, name.lastIndexOf('.'))
  return variantWidths(width).flatMap((w) => VARIANT_FORMATS.map((format) => variantFile(base, w, format)))
}
