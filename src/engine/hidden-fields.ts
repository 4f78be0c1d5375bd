import { safeParse } from 'zod/mini'
import type { AnySchema } from '../../schemas/fields.ts'
import { objectShape } from '../../schemas/walk.ts'

/** Content with the fields a place hides set back to their schema defaults, so the block draws none of them. */
export function withoutHidden(schema: AnySchema, content: Record<string, unknown>, hidden: readonly string[]): Record<string, unknown> {
  if (hidden.length === 0) return content
  const shape = objectShape(schema)
  const out = { ...content }
  for (const key of hidden) {
    const field = shape[key]
    const empty = field ? safeParse(field, undefined) : undefined
    if (empty?.success) out[key] = empty.data
    else delete out[key]
  }
  return out
}
