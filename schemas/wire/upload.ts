import * as z from 'zod/mini'

export const uploadQuery = z.object({ kind: z.optional(z.enum(['icon', 'media'])) })
/**
 * `url` is a site path such as /data/uploads/<hex>.png, shown under the API base. A raster image
 * also has its pixel size (its responsive copies follow from it, see schemas/media.ts).
 */
export const uploadDto = z.object({
  url: z.string(),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
  /** true on a 200: these bytes were stored before, and this is that upload (nothing new was stored). */
  existing: z.optional(z.boolean()),
})
/**
 * Stored upload names: 32 hex characters and the extension of the type read from the bytes; a
 * responsive copy adds its width (…-960.webp).
 */
export const uploadName = z.string().check(z.regex(/^[0-9a-f]{32}(-\d{1,5})?\.(png|jpg|gif|webp|avif|svg|mp4|webm)$/, 'Not an upload name'))

/** A block whose stored content shows an upload; `fields` are JSON Pointers into its content, at any depth of lists. */
export const uploadUseDto = z.object({
  page: z.string(),
  path: z.nullable(z.string()),
  title: z.nullable(z.string()),
  block_id: z.string(),
  block_type: z.string(),
  order: z.number().check(z.int()),
  fields: z.array(z.string()),
})

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
  /** The alt texts pages give it (both languages), and the blocks that show it. */
  alts: z.array(z.string()),
  used_on: z.array(uploadUseDto),
})

/** GET /v1/uploads: newest first; `kind` filters (icon: SVG only; image: every image, SVG included). */
export const uploadListQuery = z.object({
  kind: z.optional(z.enum(['image', 'video', 'icon'])),
  /** Words of the file name or of an alt text, any case, either language. */
  q: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(200))),
  offset: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
})

export const uploadListDto = z.object({ items: z.array(uploadItemDto), total: z.number().check(z.int()) })

export type UploadItemDto = z.output<typeof uploadItemDto>
export type UploadListDto = z.output<typeof uploadListDto>

/** DELETE /v1/uploads/{name}: `force=true` deletes a file that pages still show (without it, 409 UPLOAD_IN_USE). */
export const uploadDeleteQuery = z.object({ force: z.optional(z.enum(['true', 'false'])) })

/** The `details` of a 409 UPLOAD_IN_USE. */
export const uploadInUseDetails = z.object({ used_on: z.array(uploadUseDto) })

export type UploadUseDto = z.output<typeof uploadUseDto>
