import sanitizeHtml from 'sanitize-html'
import { safeParse } from 'zod/mini'
import { schemaForType } from '../schemas/blocks/index.ts'
import { mapKind } from '../schemas/walk.ts'
import { ApiError } from './errors.ts'

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'strong', 'b', 'em', 'ul', 'ol', 'li', 'br', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT)
}

function sanitizeLocalized(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) out[k] = typeof v === 'string' ? sanitizeRichText(v) : v
  return out
}

const MAX_DEPTH = 64

/** Nesting depth of objects and arrays, counted without recursion so deep input cannot overflow the stack here. */
function depthOf(value: unknown): number {
  let max = 0
  const stack: [unknown, number][] = [[value, 1]]
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v, d] = item
    if (!v || typeof v !== 'object') continue
    max = Math.max(max, d)
    if (max > MAX_DEPTH) break
    for (const child of Object.values(v)) stack.push([child, d + 1])
  }
  return max
}

export function requireSchema(blockType: string) {
  const schema = schemaForType(blockType)
  if (!schema) throw new ApiError(400, 'UNKNOWN_BLOCK_TYPE', `Unknown block type '${blockType}'.`)
  return schema
}

/**
 * Validates content with the block type's schema (defaults filled in) and sanitizes its rich
 * text: the stored content is exactly what the editor's schema accepts.
 */
export function validateContent(blockType: string, content: unknown): unknown {
  const schema = requireSchema(blockType)
  // Recursive schemas (nested menus) would overflow the stack on absurdly deep input: a 400, not a 500.
  if (depthOf(content) > MAX_DEPTH)
    throw new ApiError(400, 'INVALID_CONTENT', `Content is nested more than ${MAX_DEPTH} levels deep.`, [
      { path: [], message: `At most ${MAX_DEPTH} levels of nesting` },
    ])
  const result = safeParse(schema, content)
  if (!result.success) {
    const details = result.error.issues.map((i) => ({ path: i.path.map(String), message: i.message }))
    throw new ApiError(400, 'INVALID_CONTENT', `Content does not match the ${blockType} schema.`, details)
  }
  return mapKind(schema, result.data, 'richText', sanitizeLocalized)
}
