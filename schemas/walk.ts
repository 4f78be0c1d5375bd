import { type AnySchema, type FieldKind, fieldMeta } from './fields.ts'

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional'])

function def(schema: AnySchema): { type: string; innerType?: AnySchema; [k: string]: unknown } {
  return (schema as unknown as { _zod: { def: { type: string } } })._zod.def
}

/** The field kind a factory recorded, looked up through optional/default/nullable wrappers. */
export function fieldKind(schema: AnySchema): FieldKind | undefined {
  let current: AnySchema | undefined = schema
  while (current) {
    const meta = fieldMeta.get(current)
    if (meta) return meta.kind
    const d = def(current)
    if (d.type === 'lazy') current = (d.getter as () => AnySchema)()
    else current = WRAPPERS.has(d.type) ? d.innerType : undefined
  }
  return undefined
}

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
    else current = objectShape(current)[key] ?? objectCatchall(current)
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
      const child = shape[key] ?? rest
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
