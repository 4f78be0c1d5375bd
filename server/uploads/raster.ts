import { writeFile } from 'node:fs/promises'
import sharp, { type Metadata, type Sharp } from 'sharp'
import { ApiError } from '../errors.ts'
import type { SniffedType } from './sniff.ts'

/**
 * The most pixels an uploaded image may have (8000×5000). Decoding costs memory by pixels, not
 * by bytes: a 31 KB PNG of 16000×16000 asks for 500 MB and seconds of CPU.
 */
export const MAX_IMAGE_PIXELS = 40_000_000

export type RasterExt = Exclude<SniffedType['ext'], 'svg' | 'mp4' | 'webm'>
const RASTER: ReadonlySet<string> = new Set<RasterExt>(['png', 'jpg', 'gif', 'webp', 'avif'])

/** A stored type sharp decodes (SVG is text and is sanitized instead; videos are kept as sent). */
export const isRaster = (ext: string): ext is RasterExt => RASTER.has(ext)

function tooManyPixels(width: number, height: number, frames = 1) {
  const size = `${width}×${height} pixels${frames > 1 ? ` in each of ${frames} frames` : ''}`
  return new ApiError(
    400,
    'BAD_REQUEST',
    `The image is ${size}; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted (8000×5000, for example). Make it smaller and upload it again.`,
  )
}

/** Where and with what a picture was taken (EXIF with GPS, XMP, IPTC, PNG text), or a rotation left to the viewer. */
function carriesMetadata(meta: Metadata): boolean {
  return !!(meta.exif || meta.xmp || meta.iptc || meta.tifftagPhotoshop || meta.comments?.length || (meta.orientation ?? 1) !== 1)
}

/** The same format again, without metadata (sharp keeps none unless asked); lossy formats at a high quality. */
function encode(image: Sharp, ext: RasterExt): Sharp {
  switch (ext) {
    case 'jpg':
      return image.jpeg({ quality: 90 })
    case 'png':
      return image.png()
    case 'webp':
      return image.webp({ quality: 90 })
    case 'avif':
      return image.avif({ quality: 70, effort: 3 })
    case 'gif':
      return image.gif()
  }
}

/**
 * Readies an uploaded raster image to be stored, in place. Its size is read from the header
 * first: an image over MAX_IMAGE_PIXELS is refused before any pixel is decoded. One that carries
 * metadata is written again upright (its EXIF rotation applied) and without it: the original is
 * what pages, the preload and og:image serve, and its EXIF may hold the GPS position of whoever
 * took it. The colours are converted to sRGB with its ICC profile, which then goes too. An image
 * with nothing to remove stays byte for byte as sent; one sharp cannot read is kept as sent.
 */
export async function prepareRaster(file: string, ext: RasterExt): Promise<void> {
  const meta = await sharp(file)
    .metadata()
    .catch(() => undefined)
  if (!meta) return
  const frameHeight = meta.pageHeight ?? meta.height
  if (meta.width * frameHeight > MAX_IMAGE_PIXELS) throw tooManyPixels(meta.width, frameHeight)
  if (!carriesMetadata(meta)) return
  // sharp cannot turn an animation; its orientation tag goes with the rest (a still is turned).
  const animated = (meta.pages ?? 1) > 1
  const upright = sharp(file, { animated, autoOrient: !animated, failOn: 'none', limitInputPixels: MAX_IMAGE_PIXELS })
  const clean = await encode(upright, ext)
    .toBuffer()
    .catch((err: unknown) => {
      // All frames of an animation together may cross the limit; anything else: unreadable after all.
      if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooManyPixels(meta.width, frameHeight, meta.pages)
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The image could not be read.')
    })
  await writeFile(file, clean)
}
