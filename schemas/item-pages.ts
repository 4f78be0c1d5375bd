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

/** `item`: the id of the one item each list with item pages keeps, whole; without it every item is kept, without its page. */
function apply(plan: Plan, value: unknown, item?: string): unknown {
  if (Array.isArray(value)) {
    const items = plan.items
    if (!items) return value
    if (item !== undefined && items.drop.length) return value.filter((entry) => (entry as { id?: unknown } | null)?.id === item)
    return value.map((entry) => apply(items, entry, item))
  }
  if (!value || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    if (plan.drop.includes(key)) continue
    const below = plan.fields.get(key)
    out[key] = below ? apply(below, field, item) : field
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

/**
 * The content as one item's own page draws it: each list whose items have pages holds only the
 * item `id`, whole (none when no item has that id); the rest as a list draws it. A copy.
 */
export function withOnlyItem(schema: AnySchema, content: unknown, id: string): unknown {
  const plan = planOf(schema, new Set())
  return plan ? apply(plan, content, id) : content
}
