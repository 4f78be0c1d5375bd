import { type AnySchema, type FieldKind, type FieldMeta, fieldMeta } from './fields.ts'

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional'])

function def(schema: AnySchema): { type: string; innerType?: AnySchema; [k: string]: unknown } {
  return (schema as unknown as { _zod: { def: { type: string } } })._zod.def
}

/** The first value of one metadata entry, looked up through optional/default/nullable wrappers. */
function metaOf<K extends keyof FieldMeta>(schema: AnySchema, key: K): FieldMeta[K] | undefined {
  let current: AnySchema | undefined = schema
  while (current) {
    const value = fieldMeta.get(current)?.[key]
    if (value !== undefined) return value
    const d = def(current)
    if (d.type === 'lazy') current = (d.getter as () => AnySchema)()
    else current = WRAPPERS.has(d.type) ? d.innerType : undefined
  }
  return undefined
}

/** The field kind a factory recorded. */
export const fieldKind = (schema: AnySchema): FieldKind | undefined => metaOf(schema, 'kind')

/** The editor label `labelled()` gave the field, in both languages. */
export const fieldLabel = (schema: AnySchema) => metaOf(schema, 'label')

export const fieldHelp = (schema: AnySchema) => metaOf(schema, 'help')

/** Where a `choices` field's options are: paths from the block's root to lists of `{ id, name }`. */
export const choiceSources = (schema: AnySchema) => metaOf(schema, 'options') ?? []

/** Content after an edit, as the block's own settle rule leaves it (unchanged when it has none). */
export function settleContent(
  schema: AnySchema,
  next: Record<string, unknown>,
  previous: Record<string, unknown>,
): Record<string, unknown> {
  const rule = metaOf(schema, 'settle')
  return rule ? rule(next, previous) : next
}

/** Whether typed paths of this image field go under /data/uploads/ (gallery images). */
export const keepsUploadsPath = (schema: AnySchema) => metaOf(schema, 'uploadsPath') === true

/** Whether the field is shown only on its list item's own page (see FieldMeta.itemPage). */
export const isItemPage = (schema: AnySchema) => metaOf(schema, 'itemPage') === true

/** The schema under optional/default/nullable wrappers: the one that says object, array, enum… */
export function unwrap(schema: AnySchema): AnySchema {
  let current = schema
  for (;;) {
    const d = def(current)
    if (d.type === 'lazy') current = (d.getter as () => AnySchema)()
    else if (WRAPPERS.has(d.type) && d.innerType) current = d.innerType
    else if (d.type === 'pipe') current = d.in as AnySchema
    else return current
  }
}

export function typeOf(schema: AnySchema): string {
  return def(unwrap(schema)).type
}

export function objectShape(schema: AnySchema): Record<string, AnySchema> {
  const d = def(unwrap(schema))
  return d.type === 'object' ? (d.shape as Record<string, AnySchema>) : {}
}

/**
 * The schema of one key of an object: its own shape entry (never an inherited property such as
 * `constructor`), else the catchall.
 */
export function fieldSchema(schema: AnySchema, key: string): AnySchema | undefined {
  const shape = objectShape(schema)
  return Object.hasOwn(shape, key) ? shape[key] : objectCatchall(schema)
}

export function objectCatchall(schema: AnySchema): AnySchema | undefined {
  const d = def(unwrap(schema))
  const catchall = d.catchall as AnySchema | undefined
  return catchall && def(catchall).type !== 'never' && def(catchall).type !== 'unknown' ? catchall : undefined
}

export function arrayElement(schema: AnySchema): AnySchema | undefined {
  const d = def(unwrap(schema))
  return d.type === 'array' ? (d.element as AnySchema) : undefined
}

export function enumValues(schema: AnySchema): string[] {
  const d = def(unwrap(schema))
  if (d.type === 'enum') return Object.values(d.entries as Record<string, string>)
  if (d.type === 'literal') return (d.values as unknown[]).map(String)
  return []
}

/** The schema for one path inside a value, following object keys, catchall keys and array indexes. */
export function schemaAt(schema: AnySchema, path: readonly (string | number)[]): AnySchema | undefined {
  let current: AnySchema | undefined = schema
  for (const key of path) {
    if (!current) return undefined
    if (typeof key === 'number') current = arrayElement(current)
    else current = fieldSchema(current, key)
  }
  return current
}

/**
 * Rebuilds a value, passing every field of the given kind through fn. Used by the server to
 * sanitize rich text; nothing is mutated in place.
 */
export function mapKind(schema: AnySchema, value: unknown, kind: FieldKind, fn: (v: unknown) => unknown): unknown {
  if (value === undefined || value === null) return value
  if (fieldKind(schema) === kind) return fn(value)
  const type = typeOf(schema)
  if (type === 'object' && typeof value === 'object' && !Array.isArray(value)) {
    const shape = objectShape(schema)
    const rest = objectCatchall(schema)
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      const child = Object.hasOwn(shape, key) ? shape[key] : rest
      out[key] = child ? mapKind(child, v, kind, fn) : v
    }
    return out
  }
  if (type === 'array' && Array.isArray(value)) {
    const element = arrayElement(schema)
    return element ? value.map((v) => mapKind(element, v, kind, fn)) : value
  }
  return value
}

/** Keys the engine manages itself: editors never see or type them. */
export const ENGINE_KEYS: ReadonlySet<string> = new Set(['id', 'hidden'])

export interface LabelledField {
  path: string
  schema: AnySchema
}

/**
 * Every field an editor sees, as the editor walks it: object keys (less the engine's), catchall
 * values, and list items' fields. Fields of a kind (bilingual text, image, link…) are leaves;
 * recursive lists are visited once.
 */
export function editorFields(schema: AnySchema, path = '', seen = new Set<AnySchema>()): LabelledField[] {
  const inner = unwrap(schema)
  if (seen.has(inner) || fieldKind(schema)) return []
  seen.add(inner)
  const out: LabelledField[] = []
  const type = typeOf(schema)
  if (type === 'object') {
    for (const [key, child] of Object.entries(objectShape(schema))) {
      if (ENGINE_KEYS.has(key)) continue
      const childPath = path ? `${path}.${key}` : key
      out.push({ path: childPath, schema: child }, ...editorFields(child, childPath, seen))
    }
    const rest = objectCatchall(schema)
    if (rest) out.push({ path: `${path}.*`, schema: rest }, ...editorFields(rest, `${path}.*`, seen))
  } else if (type === 'array') {
    const element = arrayElement(schema)
    if (element) out.push(...editorFields(element, `${path}[]`, seen))
  }
  return out
}

/** Every value of fields of the given kinds, in content order (for a page's description or first image). */
export function valuesOfKind(schema: AnySchema, value: unknown, kinds: readonly FieldKind[], out: unknown[] = []): unknown[] {
  if (value === undefined || value === null) return out
  const kind = fieldKind(schema)
  if (kind && kinds.includes(kind)) {
    out.push(value)
    return out
  }
  if (kind) return out
  const type = typeOf(schema)
  if (type === 'object' && typeof value === 'object' && !Array.isArray(value)) {
    const shape = objectShape(schema)
    const rest = objectCatchall(schema)
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      const child = Object.hasOwn(shape, key) ? shape[key] : rest
      if (child) valuesOfKind(child, v, kinds, out)
    }
  } else if (type === 'array' && Array.isArray(value)) {
    const element = arrayElement(schema)
    if (element) for (const v of value) valuesOfKind(element, v, kinds, out)
  }
  return out
}
