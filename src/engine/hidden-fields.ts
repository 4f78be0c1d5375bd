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

/** True for '' and for objects (a bilingual text, a link) whose every value is blank. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return Object.values(value).every(isBlank)
  return false
}

/** Content with the place's fallback wherever the stored top-level field is blank. */
export function withFallback(
  content: Record<string, unknown>,
  fallback: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  if (!fallback) return content
  const blanks = Object.keys(fallback).filter((key) => isBlank(content[key]))
  if (blanks.length === 0) return content
  const out = { ...content }
  for (const key of blanks) out[key] = fallback[key]
  return out
}
