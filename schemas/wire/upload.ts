import * as z from 'zod/mini'

export const uploadQuery = z.object({ kind: z.optional(z.enum(['icon', 'media'])) })
/** `url` is a site path such as /data/uploads/<hex>.png, shown under the API base. */
export const uploadDto = z.object({ url: z.string() })
/** Stored upload names: 32 hex characters and the extension of the type read from the bytes. */
export const uploadName = z.string().check(z.regex(/^[0-9a-f]{32}\.(png|jpg|gif|webp|avif|svg|mp4|webm)$/, 'Not an upload name'))
