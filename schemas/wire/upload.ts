import * as z from 'zod/mini'

export const uploadQuery = z.object({ kind: z.optional(z.enum(['icon', 'media'])) })
/**
 * `url` is a site path such as /data/uploads/<hex>.png, shown under the API base. A raster image
 * also has its pixel size (its responsive copies follow from it, see schemas/media.ts).
 */
export const uploadDto = z.object({ url: z.string(), width: z.optional(z.number()), height: z.optional(z.number()) })
/**
 * Stored upload names: 32 hex characters and the extension of the type read from the bytes; a
 * responsive copy adds its width (…-960.webp).
 */
export const uploadName = z.string().check(z.regex(/^[0-9a-f]{32}(-\d{1,5})?\.(png|jpg|gif|webp|avif|svg|mp4|webm)$/, 'Not an upload name'))

/** A stored file in the media library (an upload, not one of its responsive copies). */
export const uploadItemDto = z.object({
  url: z.string(),
  name: z.string(),
  mime: z.string(),
  kind: z.enum(['image', 'video', 'icon']),
  size: z.number().check(z.int()),
  width: z.nullable(z.number().check(z.int())),
  height: z.nullable(z.number().check(z.int())),
  created_at: z.string(),
})

/** GET /v1/uploads: newest first; `kind` filters (icon: SVG only; image: every image, SVG included). */
export const uploadListQuery = z.object({
  kind: z.optional(z.enum(['image', 'video', 'icon'])),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(200))),
  offset: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
})

export const uploadListDto = z.object({ items: z.array(uploadItemDto), total: z.number().check(z.int()) })

export type UploadItemDto = z.output<typeof uploadItemDto>
export type UploadListDto = z.output<typeof uploadListDto>
