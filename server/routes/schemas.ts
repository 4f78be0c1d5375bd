import { z } from 'zod'

/** Request and response shapes of the API; the handlers validate with them and /api/docs describes them. */
export const slugParam = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,64}$/, 'A slug is 1–64 characters of a-z, 0-9 and -') })
/** Block ids are app-made UUIDs; other characters (a NUL byte breaks a PostgreSQL query) are a 400. */
export const idParam = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'A block id is 1–64 characters of A-Z, a-z, 0-9, _ and -'),
})
export const pageQuery = z.object({ _: z.string().optional() }).loose()

export const blockDto = z.object({
  id: z.string(),
  block_type: z.string(),
  order: z.number().int(),
  content: z.record(z.string(), z.unknown()),
  version: z.number().int(),
})
export const pageDto = z.object({ slug: z.string(), blocks: z.array(blockDto) })

const blockType = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Block types hold letters, digits, - and _')
const order = z.number().int().min(-1_000_000).max(1_000_000)

export const createBlockBody = z.object({
  block_type: blockType,
  order: order.optional(),
  content: z.record(z.string(), z.unknown()).optional(),
})

export const updateBlockBody = z.object({
  type: blockType,
  content: z.record(z.string(), z.unknown()),
  version: z.number().int().positive().optional(),
})

export const reorderBody = z
  .object({
    page: slugParam.shape.slug,
    blocks: z.array(z.object({ id: z.string().min(1).max(64), order })).max(500),
  })
  .refine((b) => new Set(b.blocks.map((x) => x.id)).size === b.blocks.length, { message: 'Each block may appear once', path: ['blocks'] })
  .refine((b) => new Set(b.blocks.map((x) => x.order)).size === b.blocks.length, { message: 'Orders must be unique', path: ['blocks'] })

export const credentials = z.object({
  email: z.email().max(320),
  password: z.string().min(1).max(1024),
})
export const registerBody = z.object({
  email: z.email().max(320),
  password: z.string().min(8, 'Passwords have at least 8 characters').max(1024),
})
export const refreshBody = z.object({ refresh_token: z.string().min(1).max(4096) })
export const tokenPair = z.object({ access_token: z.string(), refresh_token: z.string() })
export const uploadQuery = z.object({ kind: z.enum(['icon', 'media']).optional() })
export const uploadDto = z.object({ url: z.string() })
export const errorDto = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
})
