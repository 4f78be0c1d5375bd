import * as z from 'zod/mini'
import { isSameSitePath, SAME_SITE_PATH_MESSAGE } from '../site-path.ts'

/** How long a preview link works unless given: a week, as stakeholders review before launch day. */
export const PREVIEW_DAYS_DEFAULT = 7
export const PREVIEW_DAYS_MAX = 30

/** The query parameter a preview link carries its token in. */
export const PREVIEW_PARAM = 'preview'

const sitePath = z.string().check(
  z.minLength(1),
  z.maxLength(500),
  z.refine((p) => p.startsWith('/'), 'A preview shows a page of this site: its path starts with /'),
  z.refine(isSameSitePath, SAME_SITE_PATH_MESSAGE),
)

/** POST /v1/previews: a link showing `path` with its drafts to someone without an account. */
export const previewCreateBody = z.object({
  path: sitePath,
  days: z.optional(z.number().check(z.int(), z.gte(1), z.lte(PREVIEW_DAYS_MAX))),
})

export const previewDto = z.object({
  id: z.string(),
  path: z.string(),
  created_at: z.string(),
  /** Who made it: their e-mail, or null when that account is gone. */
  created_by: z.nullable(z.string()),
  expires_at: z.string(),
})

/** The link itself (with its token) is answered once, when it is made: only a hash is stored. */
export const previewCreatedDto = z.extend(previewDto, { url: z.string() })
export const previewsDto = z.object({ previews: z.array(previewDto) })

/** What a preview link's holder may learn of it: where it points and until when. */
export const previewStateDto = z.object({ path: z.string(), expires_at: z.string() })

export const previewTokenParams = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'Not a preview token')) })
export const previewIdParams = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a preview id')) })

export type PreviewCreated = z.output<typeof previewCreatedDto>
export type PreviewState = z.output<typeof previewStateDto>
export type PreviewDto = z.output<typeof previewDto>
