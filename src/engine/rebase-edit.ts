type Obj = Record<string, unknown>

const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v)
const idOf = (v: unknown): string | undefined => (isObject(v) && typeof v.id === 'string' ? v.id : undefined)
const hasIds = (list: readonly unknown[]) => list.every((item) => idOf(item) !== undefined)

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]))
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined)
    return keys.length === Object.keys(b).filter((k) => b[k] !== undefined).length && keys.every((k) => deepEqual(a[k], b[k]))
  }
  return false
}

const CONFLICT = Symbol('conflict')
type Merged = unknown | typeof CONFLICT

/**
 * My edit (`base` → `mine`) carried over to content someone else saved meanwhile (`theirs`, made
 * from the same `base`), when the two touched different things: other fields, or other items of
 * a list (items are matched by id; mine added, changed or deleted stay so). Undefined when both
 * changed the same field or the same item differently: then their version stands.
 */
export function rebaseEdit<T>(base: T, mine: T, theirs: T): T | undefined {
  const merged = merge(base, mine, theirs)
  return merged === CONFLICT ? undefined : (merged as T)
}

function merge(base: unknown, mine: unknown, theirs: unknown): Merged {
  if (mine === base || deepEqual(mine, base)) return theirs
  if (theirs === base || deepEqual(theirs, base) || deepEqual(mine, theirs)) return mine
  if (isObject(base) && isObject(mine) && isObject(theirs)) {
    const out: Obj = { ...theirs }
    for (const key of new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])) {
      const value = merge(base[key], mine[key], theirs[key])
      if (value === CONFLICT) return CONFLICT
      if (value === undefined) delete out[key]
      else out[key] = value
    }
    return out
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs) && hasIds(base) && hasIds(mine) && hasIds(theirs))
    return mergeList(base, mine, theirs)
  return CONFLICT
}

function mergeList(base: readonly unknown[], mine: readonly unknown[], theirs: readonly unknown[]): Merged {
  const byId = (list: readonly unknown[]) => new Map(list.map((item) => [idOf(item) as string, item]))
  const baseById = byId(base)
  const mineById = byId(mine)
  const order = (list: readonly unknown[], keep: Map<string, unknown>) => list.map(idOf).filter((id) => keep.has(id as string))
  // A reordering of mine is not carried over onto a list that changed meanwhile.
  if (JSON.stringify(order(base, mineById)) !== JSON.stringify(order(mine, baseById))) return CONFLICT
  const theirIds = new Set(theirs.map(idOf))
  // Deleted by them but changed by me: both touched the same item.
  for (const [id, before] of baseById) if (!theirIds.has(id) && mineById.has(id) && !deepEqual(mineById.get(id), before)) return CONFLICT
  const out: unknown[] = []
  for (const item of theirs) {
    const id = idOf(item) as string
    const before = baseById.get(id)
    if (before === undefined) {
      out.push(item)
      continue
    }
    const after = mineById.get(id)
    if (after === undefined) {
      // Deleted by me: gone, unless they changed it meanwhile.
      if (!deepEqual(item, before)) return CONFLICT
      continue
    }
    const value = merge(before, after, item)
    if (value === CONFLICT) return CONFLICT
    out.push(value)
  }
  // Items I added go after the item that preceded them in my list (or first).
  mine.forEach((item, i) => {
    const id = idOf(item) as string
    if (baseById.has(id)) return
    const previous = idOf(mine[i - 1])
    const at = previous === undefined ? -1 : out.findIndex((x) => idOf(x) === previous)
    out.splice(at + 1, 0, item)
  })
  return out
}
