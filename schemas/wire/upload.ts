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
