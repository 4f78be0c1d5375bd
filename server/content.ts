import { applyPatch, type Operation } from 'rfc6902'
import sanitizeHtml from 'sanitize-html'
import { safeParse } from 'zod/mini'
import { type AnySchema, type FieldKind } from '../schemas/fields.ts'
import { type At, pathOf } from '../schemas/paths.ts'
import { carryFlags, PUBLISH_KEY, scanContent, withoutFlags } from '../schemas/publish.ts'
import { isSameSitePath, SAME_SITE_PATH_MESSAGE } from '../schemas/site-path.ts'
import { arrayElement, fieldKind, objectCatchall, objectShape, typeOf } from '../schemas/walk.ts'
import { schemaForType } from '../schemas/blocks/index.ts'
import type { PatchOperation } from '../schemas/wire/block-writes.ts'
import type { IssueDto } from '../schemas/wire/error.ts'
import { JSON_BODY_LIMIT } from './body-limit.ts'
import { ApiError } from './errors.ts'
import { patchBudget } from './patch-budget.ts'

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

const MAX_DEPTH = 64

/** The registry key of a block type given in any case; a 400 for a type no schema knows. */
export function canonicalType(blockType: string): string {
  if (!schemaForType(blockType)) throw new ApiError(400, 'UNKNOWN_BLOCK_TYPE', `Unknown block type '${blockType}'.`)
  return blockType.toLowerCase()
}

function parseOrThrow(blockType: string, schema: AnySchema, content: unknown): unknown {
  // One walk for the depth and the publish flags. Recursive schemas (nested menus) would overflow
  // the stack on absurdly deep input: a 400, not a 500.
  const scan = scanContent(content, MAX_DEPTH)
  if (scan.tooDeep)
    throw invalid(
      blockType,
      [{ path: [], message: `At most ${MAX_DEPTH} levels of nesting` }],
      `Content is nested more than ${MAX_DEPTH} levels deep.`,
    )
  if (scan.issues.length) throw invalid(blockType, scan.issues)
  const result = safeParse(schema, scan.hasFlags ? withoutFlags(content) : content)
  if (!result.success)
    throw invalid(
      blockType,
      result.error.issues.map((i) => ({ path: i.path.map(String), message: i.message })),
    )
  return result.data
}

function invalid(blockType: string, details: IssueDto[], message = `Content does not match the ${blockType} schema.`) {
  return new ApiError(400, 'INVALID_CONTENT', message, details)
}

const PATH_KINDS = new Set<FieldKind>(['href', 'video', 'icon'])
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)
/** A localized text object (en + ar), whatever factory made it (image alt and link labels have no kind of their own). */
const isLocalizedShape = (shape: Record<string, AnySchema>) => {
  const keys = Object.keys(shape)
  return keys.length === 2 && keys.includes('en') && keys.includes('ar')
}

interface SchemaInfo {
  kind?: FieldKind
  type: string
  shape: Record<string, AnySchema>
  rest?: AnySchema
  element?: AnySchema
  localized: boolean
}

/** What `stored` needs of a schema, worked out once per schema object (they are module constants): writes then walk without unwrapping. */
const infos = new WeakMap<AnySchema, SchemaInfo>()
function infoOf(schema: AnySchema): SchemaInfo {
  let info = infos.get(schema)
  if (!info) {
    const shape = objectShape(schema)
    info = {
      kind: fieldKind(schema),
      type: typeOf(schema),
      shape,
      rest: objectCatchall(schema),
      element: arrayElement(schema),
      localized: isLocalizedShape(shape),
    }
    infos.set(schema, info)
  }
  return info
}

/** A localized text as stored: a language the client did not send is empty. */
const sentText = (parsed: Record<string, unknown>, sent: Record<string, unknown>, lng: 'en' | 'ar') =>
  Object.hasOwn(sent, lng) && typeof parsed[lng] === 'string' ? (parsed[lng] as string) : ''

/**
 * What a write stores, built from the schema's parse output (`parsed`) and what the client sent
 * (`sent`): a key the client did not send is not stored, so schema defaults never stand in for
 * content (a language left out stays empty and falls back to English when shown); a list item
 * sent without its id is a new item and keeps its defaults. Rich text is sanitized, and a site
 * path that leads to another host is an issue. Keys are looked up as own properties only, so
 * 'constructor' or 'toString' are plain keys here.
 */
function stored(schema: AnySchema, parsed: unknown, sent: unknown, at: At, issues: Issues, isItem = false): unknown {
  const { kind, type, shape, rest, element, localized } = infoOf(schema)
  if (kind && PATH_KINDS.has(kind) && typeof parsed === 'string' && !isSameSitePath(parsed))
    issues.push({ path: pathOf(at), message: SAME_SITE_PATH_MESSAGE })
  if (type === 'object' && isObject(parsed) && isObject(sent)) {
    if (localized) {
      const value = { en: sentText(parsed, sent, 'en'), ar: sentText(parsed, sent, 'ar') }
      if (kind !== 'richText') return value
      const clean = { en: sanitizeRichText(value.en), ar: sanitizeRichText(value.ar) }
      if (clean.en !== value.en || clean.ar !== value.ar) issues.sanitized = true
      return clean
    }
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(parsed)) {
      if (!Object.hasOwn(sent, key)) continue
      const child = Object.hasOwn(shape, key) ? shape[key] : rest
      out[key] = child ? stored(child, parsed[key], sent[key], { key, up: at }, issues) : parsed[key]
    }
    // The block and each list item may carry the publish flag (schemas/publish.ts), checked in parseOrThrow.
    if (isItem && Object.hasOwn(sent, PUBLISH_KEY)) out[PUBLISH_KEY] = sent[PUBLISH_KEY]
    if (kind === 'image' && typeof out.src === 'string' && !isSameSitePath(out.src))
      issues.push({ path: [...pathOf(at), 'src'], message: SAME_SITE_PATH_MESSAGE })
    return out
  }
  if (type === 'array' && Array.isArray(parsed) && Array.isArray(sent)) {
    if (!element) return parsed
    return parsed.map((item, i) => {
      const isNew = isObject(item) && isObject(sent[i]) && Object.hasOwn(item, 'id') && !Object.hasOwn(sent[i] as object, 'id')
      const source = isNew ? carryFlags(sent[i], item) : sent[i]
      return stored(element, item, source, { key: String(i), up: at }, issues, true)
    })
  }
  return parsed
}

/** The problems `stored` finds, and whether sanitizing changed any text. */
type Issues = IssueDto[] & { sanitized?: boolean }

/** `stored` for a whole block: the value to store, the issues found on the way, and whether rich text was cleaned. */
export function storedContent(
  schema: AnySchema,
  parsed: unknown,
  sent: unknown,
): { value: unknown; issues: IssueDto[]; sanitized: boolean } {
  const issues: Issues = []
  const value = stored(schema, parsed, sent, null, issues, true)
  return { value, issues: [...issues], sanitized: !!issues.sanitized }
}

function finish(blockType: string, schema: AnySchema, parsed: unknown, sent: unknown): { value: unknown; sanitized: boolean } {
  const { value, issues, sanitized } = storedContent(schema, parsed, sent)
  if (issues.length) throw invalid(blockType, issues)
  // Sanitizing may lengthen a text past its limit: what is stored must still parse.
  if (sanitized) parseOrThrow(blockType, schema, value)
  return { value, sanitized }
}

function schemaOrThrow(blockType: string): AnySchema {
  const schema = schemaForType(blockType)
  if (!schema) throw new ApiError(400, 'UNKNOWN_BLOCK_TYPE', `Unknown block type '${blockType}'.`)
  return schema
}

/** A new block's content: what was sent, with the schema's defaults for everything else. */
export function newBlockContent(blockType: string, content: unknown): unknown {
  const schema = schemaOrThrow(blockType)
  const parsed = parseOrThrow(blockType, schema, content)
  return finish(blockType, schema, parsed, carryFlags(content, parsed)).value
}

/** A replaced block's content: validated with its type's schema, stored as sent (see `stored`). */
export function replacedContent(blockType: string, content: unknown): unknown {
  const schema = schemaOrThrow(blockType)
  return finish(blockType, schema, parseOrThrow(blockType, schema, content), content).value
}

const opIssue = (i: number, message: string): IssueDto[] => [{ path: ['operations', String(i)], message }]

/**
 * A patched block's content: the operations (RFC 6902) applied in order to the stored content
 * (`stored`, a copy the caller owns: it is changed in place), all or none; then the whole result
 * is validated and stored like a PUT's content. A failed `test` is PATCH_TEST_FAILED, any other
 * operation that cannot apply INVALID_PATCH, an invalid result INVALID_CONTENT: all 400s. The
 * content may not grow past what a PUT body may carry (JSON_BODY_LIMIT), nor may the operations
 * copy more than that in all: the operation that would cross either is INVALID_PATCH, checked
 * before it is applied.
 */
export function patchedContent(
  blockType: string,
  stored: unknown,
  operations: readonly PatchOperation[],
): { value: unknown; sanitized: boolean } {
  const schema = schemaOrThrow(blockType)
  const budget = patchBudget(stored, JSON_BODY_LIMIT)
  for (const [i, operation] of operations.entries()) {
    const over = budget.charge(operation)
    if (over)
      throw new ApiError(
        400,
        'INVALID_PATCH',
        `Operation ${i} (${operation.op} ${operation.path}) cannot be applied: ${over}.`,
        opIssue(i, over),
      )
    let failure: Error | null | undefined
    try {
      failure = applyPatch(stored, [operation as Operation])[0]
    } catch (err) {
      failure = err instanceof Error ? err : new Error(String(err))
    }
    if (!failure) continue
    if (failure.name === 'TestError')
      throw new ApiError(
        400,
        'PATCH_TEST_FAILED',
        `Operation ${i} (test ${operation.path}) failed: the content has changed.`,
        opIssue(i, 'The value differs'),
      )
    throw new ApiError(
      400,
      'INVALID_PATCH',
      `Operation ${i} (${operation.op} ${operation.path}) cannot be applied: ${failure.message}`,
      opIssue(i, failure.message),
    )
  }
  return finish(blockType, schema, parseOrThrow(blockType, schema, stored), stored)
}
