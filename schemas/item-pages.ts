import type { AnySchema } from './fields.ts'
import { arrayElement, isItemPage, objectShape, typeOf, unwrap } from './walk.ts'

/**
 * Where a schema holds item-page fields (FieldMeta.itemPage): the keys to leave out of an
 * object, and the fields and list items to look into. Null where there is none below.
 */
interface Plan {
  drop: readonly string[]
  fields: ReadonlyMap<string, Plan>
  items?: Plan
}

const plans = new WeakMap<AnySchema, Plan | null>()

function planOf(schema: AnySchema, seen: Set<AnySchema>): Plan | null {
  const known = plans.get(schema)
  if (known !== undefined) return known
  // A schema that holds itself (a lazy one) has no plan of its own below the first visit.
  if (seen.has(schema)) return null
  seen.add(schema)
  const inner = unwrap(schema)
  let plan: Plan | null = null
  const type = typeOf(inner)
  if (type === 'object') {
    const drop: string[] = []
    const fields = new Map<string, Plan>()
    for (const [key, field] of Object.entries(objectShape(inner))) {
      if (isItemPage(field)) drop.push(key)
      else {
        const below = planOf(field, seen)
        if (below) fields.set(key, below)
      }
    }
    if (drop.length || fields.size) plan = { drop, fields }
  } else if (type === 'array') {
    const element = arrayElement(inner)
    const items = element && planOf(element, seen)
    if (items) plan = { drop: [], fields: new Map(), items }
  }
  seen.delete(schema)
  plans.set(schema, plan)
  return plan
}

/** Whether content of this schema has anything that only list items' own pages show. */
export const hasItemPages = (schema: AnySchema): boolean => planOf(schema, new Set()) !== null

function apply(plan: Plan, value: unknown): unknown {
  if (Array.isArray(value)) return plan.items ? value.map((item) => apply(plan.items as Plan, item)) : value
  if (!value || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    if (plan.drop.includes(key)) continue
    const below = plan.fields.get(key)
    out[key] = below ? apply(below, field) : field
  }
  return out
}

/**
 * The content as a list draws it: without the fields only each item's own page shows (a
 * story's page), which are most of a large list's bytes. A copy; `content` is not changed.
 */
export function withoutItemPages(schema: AnySchema, content: unknown): unknown {
  const plan = planOf(schema, new Set())
  return plan ? apply(plan, content) : content
}
