import { type At, pathOf } from './paths.ts'

/**
 * The publish flag: a block, or an item of any list in it, that carries `hidden: true` is a
 * draft. Editors see and edit it; visitors never do, until an editor publishes it (the flag
 * goes). The flag sits on the block's content and on list items only, whatever the block type,
 * so it is handled here once, without a schema: every content schema leaves the key to it.
 */
export const PUBLISH_KEY = 'hidden'

type Json = unknown
const isObject = (v: Json): v is Record<string, Json> => !!v && typeof v === 'object' && !Array.isArray(v)

/** A list item made as a draft: it carries the publish flag until an editor publishes it. */
export type Drafted<T> = T & { [PUBLISH_KEY]: true }

export const isHidden = (value: Json): boolean => isObject(value) && value[PUBLISH_KEY] === true

/**
 * `value` with `item` applied to every list item (at any depth) and, on items, the publish flag
 * left out. What nothing changes is returned as it is (the same object), so unchanged items keep
 * their identity and whatever is remembered for them (schemas/item-memo.ts) still applies.
 */
function mapItems(value: Json, item: (v: Record<string, Json>) => Json | undefined, isItem: boolean): Json {
  // Plain loops, and a copy only from the first change on: visitors' content is walked whole on
  // every first draw (a list of 1,000 stories is some 30,000 values), and nearly all is unchanged.
  if (Array.isArray(value)) {
    let out: Json[] | undefined
    for (let i = 0; i < value.length; i++) {
      const v: Json = value[i]
      const mapped = isObject(v) ? item(v) : typeof v === 'object' ? mapItems(v, item, false) : v
      if (!out) {
        if (mapped === v) continue
        out = value.slice(0, i)
      }
      if (mapped !== undefined) out.push(mapped)
    }
    return out ?? value
  }
  if (!isObject(value)) return value
  let out: Record<string, Json> | undefined
  for (const k in value) {
    if (!Object.hasOwn(value, k)) continue
    const v = value[k]
    const dropped = isItem && k === PUBLISH_KEY
    const mapped = dropped ? undefined : typeof v === 'object' ? mapItems(v, item, false) : v
    if (!out) {
      if (!dropped && mapped === v) continue
      out = {}
      for (const before in value) {
        if (before === k) break
        if (Object.hasOwn(value, before)) out[before] = value[before]
      }
    }
    if (!dropped) out[k] = mapped
  }
  return out ?? value
}

/**
 * In the browser, what each object became, remembered by the object: content there is never
 * changed in place (see schemas/item-memo.ts), so after a save of one story in a list of 1,000
 * only that story is walked again, not the whole block with every story's page. The server
 * changes fresh objects in place (a PATCH) and walks each once: nothing is remembered there.
 */
function remembered(fn: (v: Record<string, Json>) => Json | undefined): (v: Record<string, Json>) => Json | undefined {
  if (typeof document === 'undefined') return fn
  const done = new WeakMap<object, Json | undefined>()
  return (v) => {
    if (done.has(v)) return done.get(v)
    const out = fn(v)
    done.set(v, out)
    return out
  }
}

const strip: (v: Record<string, Json>) => Json = remembered((v) => mapItems(v, strip, true))
const keep: (v: Record<string, Json>) => Json | undefined = remembered((v) => (isHidden(v) ? undefined : mapItems(v, keep, true)))

/** The content without any publish flag: what the block's schema parses. */
export function withoutFlags<T>(content: T): T {
  return (isObject(content) ? strip(content) : content) as T
}

/** What visitors get: null for a draft block; otherwise the content without draft items (at any depth) and without flags. */
export function published<T>(content: T): T | null {
  if (isHidden(content)) return null
  return (isObject(content) ? keep(content) : content) as T
}

/** Whether any part of the content is a draft (the block itself or an item of a list in it). */
export function hasDrafts(content: Json): boolean {
  if (Array.isArray(content)) return content.some((v) => isHidden(v) || hasDrafts(v))
  if (!isObject(content)) return false
  return isHidden(content) || Object.values(content).some(hasDrafts)
}

/**
 * `parsed` (the schema's output for `withoutFlags(raw)`) with raw's flags put back: parsing
 * keeps every list's items in their places, so the flags go back by position.
 */
export function carryFlags<T>(raw: Json, parsed: T): T {
  const walk = (r: Json, p: Json, isItem: boolean): Json => {
    // Nothing below carries a flag (what withoutFlags leaves as it is): the parse's output as it
    // is. In the browser that answer is remembered by the object, so opening the editor on one
    // story of 1,000 no longer copies all of them.
    if (isObject(r) && withoutFlags(r) === r) return p
    if (Array.isArray(r) && Array.isArray(p)) return p.map((v, i) => walk(r[i], v, true))
    if (!isObject(r) || !isObject(p)) return p
    const out: Record<string, Json> = {}
    for (const [k, v] of Object.entries(p)) out[k] = Object.hasOwn(r, k) ? walk(r[k], v, false) : v
    if (isItem && Object.hasOwn(r, PUBLISH_KEY)) out[PUBLISH_KEY] = r[PUBLISH_KEY]
    return out
  }
  return walk(raw, parsed, true) as T
}

const FLAG_MESSAGE = 'The publish flag is true or false'

/** A value met while content is walked, with where it is. */
interface Place {
  value: Json
  at: At
  depth: number
  isItem: boolean
}

/**
 * One walk over content as sent: whether it nests deeper than `maxDepth` (objects and arrays),
 * the paths where a publish flag is not true or false, and whether it holds any flag at all.
 * Without recursion, so absurdly deep input cannot overflow the stack; it stops at the first
 * level too deep. Paths are built only for issues (writes walk every field of a block).
 */
export function scanContent(content: Json, maxDepth = Infinity) {
  const issues: { path: string[]; message: string }[] = []
  let hasFlags = false
  const stack: Place[] = [{ value: content, at: null, depth: 1, isItem: true }]
  for (let place = stack.pop(); place; place = stack.pop()) {
    const { value, depth } = place
    if (!value || typeof value !== 'object') continue
    if (depth > maxDepth) return { tooDeep: true, issues, hasFlags }
    // Children go on the stack last first, so issues come out in document order.
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], at: { key: String(i), up: place.at }, depth: depth + 1, isItem: true })
      continue
    }
    const object = value as Record<string, Json>
    const keys = Object.keys(object)
    for (let i = keys.length - 1; i >= 0; i--) {
      const k = keys[i] as string
      if (place.isItem && k === PUBLISH_KEY) {
        hasFlags = true
        if (typeof object[k] !== 'boolean') issues.push({ path: [...pathOf(place.at), k], message: FLAG_MESSAGE })
      } else stack.push({ value: object[k], at: { key: k, up: place.at }, depth: depth + 1, isItem: false })
    }
  }
  return { tooDeep: false, issues, hasFlags }
}

/** Paths where a publish flag is not true or false. */
export function flagIssues(content: Json) {
  return scanContent(content).issues
}
