/**
 * Responsive copies of an uploaded raster image: the server writes them when the image is
 * uploaded, and blocks list them in srcset. Both sides derive the same names from the stored
 * name and the original width, so no list of copies needs storing.
 */
export const VARIANT_WIDTHS = [480, 960, 1600] as const
export const VARIANT_FORMATS = ['avif', 'webp'] as const
export type VariantFormat = (typeof VARIANT_FORMATS)[number]

const UPLOADED_RASTER = /^\/data\/uploads\/([0-9a-f]{32})\.(png|jpg|gif|webp|avif)$/

/** The widths of an image's copies: the three sizes, none wider than the original. */
export function variantWidths(width: number): number[] {
  return [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, width)))].filter((w) => w > 0)
}

export const variantFile = (base: string, width: number, format: VariantFormat) => `${base}-${width}.${format}`

/** The copies of an uploaded raster image at `src` (a stored /data/uploads/ path), per format. */
export function imageVariants(
  src: string,
  width: number | undefined,
): { format: VariantFormat; srcset: { path: string; width: number }[] }[] {
  const m = UPLOADED_RASTER.exec(src)
  if (!m || !width) return []
  const base = m[1] as string
  return VARIANT_FORMATS.map((format) => ({
    format,
    srcset: variantWidths(width).map((w) => ({ path: `/data/uploads/${variantFile(base, w, format)}`, width: w })),
  }))
}
