import type { AnySchema } from '../../../schemas/fields.ts'
import { arrayElement, fieldKind, fieldSchema } from '../../../schemas/walk.ts'
import { sameContent } from '../content-patch.ts'

/** One field both editors changed, each their own way. */
export interface Conflict {
  /** Stable across merges: keys and list items' ids ('items.faq-1.answer'). */
  key: string
  /** Where it is, for people: field labels and item titles. */
  labels: string[]
  /** The field's schema (to show its value), when known. */
  schema: AnySchema | undefined
  mine: unknown
  theirs: unknown
}

export type Choices = Readonly<Record<string, 'mine' | 'theirs'>>

export interface MergeOptions {
  /** Names a field (or a list item, with its value) for people. */
  label?: (schema: AnySchema | undefined, key: string | number, value: unknown) => string
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)
const idOf = (v: unknown) => (isObject(v) && typeof v.id === 'string' ? v.id : undefined)
const withIds = (list: unknown) => Array.isArray(list) && list.every((v) => idOf(v) !== undefined)

/**
 * A three-way merge of block content: `base` is the version both edits started from, `mine`
 * this editor's, `theirs` the one stored meanwhile. Changes to different fields (and to
 * different items of a list, matched by id) are combined; a field both changed differently is
 * a conflict, which takes `choices[key]` when given and their version until then. A field is a
 * value with a kind (a bilingual text, an image, a link…) or a plain value.
 */
export function merge3(
  schema: AnySchema | undefined,
  base: unknown,
  mine: unknown,
  theirs: unknown,
  choices: Choices = {},
  options: MergeOptions = {},
): { value: unknown; conflicts: Conflict[] } {
  const conflicts: Conflict[] = []
  const label = options.label ?? ((_s, key) => String(key))

  const conflict = (s: AnySchema | undefined, key: string, labels: string[], m: unknown, t: unknown, present: boolean) => {
    const choice = choices[key]
    if (!choice) conflicts.push({ key, labels, schema: s, mine: m, theirs: t })
    return { value: choice === 'mine' ? m : t, present }
  }

  function walk(s: AnySchema | undefined, b: unknown, m: unknown, t: unknown, key: string, labels: string[]): unknown {
    if (sameContent(m, t)) return m
    if (sameContent(b, m)) return t
    if (sameContent(b, t)) return m
    const leaf = s ? fieldKind(s) !== undefined : false
    if (!leaf && isObject(m) && isObject(t) && (b === undefined || isObject(b))) {
      const out: Record<string, unknown> = {}
      const keys = [...new Set([...Object.keys(t), ...Object.keys(m)])]
      for (const k of keys) {
        const child = s ? fieldSchema(s, k) : undefined
        const bv = isObject(b) ? b[k] : undefined
        const v = walk(child, bv, m[k], t[k], key ? `${key}.${k}` : k, [...labels, label(child, k, m[k] ?? t[k])])
        if (v !== undefined) out[k] = v
      }
      return out
    }
    if (!leaf && withIds(m) && withIds(t) && (b === undefined || withIds(b)))
      return list(s ? arrayElement(s) : undefined, (b ?? []) as unknown[], m as unknown[], t as unknown[], key, labels)
    return conflict(s, key, labels, m, t, true).value
  }

  function list(el: AnySchema | undefined, b: unknown[], m: unknown[], t: unknown[], key: string, labels: string[]): unknown[] {
    const byId = (xs: unknown[]) => new Map(xs.map((x) => [idOf(x) as string, x]))
    const [B, M, T] = [byId(b), byId(m), byId(t)]
    const ids = (xs: unknown[]) => xs.map((x) => idOf(x) as string)
    const common = (xs: string[]) => xs.filter((id) => B.has(id) && M.has(id) && T.has(id))
    // Whoever moved items decides the order; the other side's new items follow their neighbours.
    const mineMoved = !sameContent(common(ids(b)), common(ids(m)))
    const [lead, other] = mineMoved ? [ids(m), ids(t)] : [ids(t), ids(m)]
    const sequence = [...lead]
    other.forEach((id, i) => {
      if (sequence.includes(id)) return
      const before = other
        .slice(0, i)
        .reverse()
        .find((x) => sequence.includes(x))
      sequence.splice(before === undefined ? 0 : sequence.indexOf(before) + 1, 0, id)
    })
    const out: unknown[] = []
    for (const id of sequence) {
      const [bv, mv, tv] = [B.get(id), M.get(id), T.get(id)]
      const itemKey = `${key}.${id}`
      const itemLabels = [...labels, label(el, id, mv ?? tv)]
      if (mv !== undefined && tv !== undefined) out.push(walk(el, bv, mv, tv, itemKey, itemLabels))
      else if (bv === undefined) out.push(mv ?? tv)
      else if (mv === undefined && tv !== undefined) {
        // I deleted it; they kept it: gone unless they changed it.
        if (sameContent(bv, tv)) continue
        const r = conflict(el, itemKey, itemLabels, undefined, tv, true)
        if (r.value !== undefined) out.push(r.value)
      } else if (tv === undefined && mv !== undefined) {
        if (sameContent(bv, mv)) continue
        const r = conflict(el, itemKey, itemLabels, mv, undefined, true)
        if (r.value !== undefined) out.push(r.value)
      }
    }
    return out
  }

  const value = walk(schema, base, mine, theirs, '', [])
  return { value, conflicts }
}

/** One field that differs between two versions. */
export interface Change {
  labels: string[]
  schema: AnySchema | undefined
  before: unknown
  after: unknown
}

/** What changed from `older` to `newer`, field by field (list items matched by id; a moved list is one change). */
export function changes(schema: AnySchema | undefined, older: unknown, newer: unknown, options: MergeOptions = {}): Change[] {
  const label = options.label ?? ((_s, key) => String(key))
  const out: Change[] = []
  const walk = (s: AnySchema | undefined, a: unknown, b: unknown, labels: string[]) => {
    if (sameContent(a, b)) return
    const leaf = s ? fieldKind(s) !== undefined : false
    if (!leaf && isObject(a) && isObject(b)) {
      for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (k === 'hidden' && typeof (a[k] ?? b[k]) === 'boolean') {
          if (a[k] !== b[k])
            out.push({ labels, schema: undefined, before: a[k] ? 'draft' : 'published', after: b[k] ? 'draft' : 'published' })
          continue
        }
        const child = s ? fieldSchema(s, k) : undefined
        walk(child, a[k], b[k], [...labels, label(child, k, b[k] ?? a[k])])
      }
      return
    }
    if (!leaf && withIds(a) && withIds(b)) {
      const el = s ? arrayElement(s) : undefined
      const [A, B] = [a as unknown[], b as unknown[]]
      const before = new Map(A.map((x) => [idOf(x) as string, x]))
      for (const item of B) walk(el, before.get(idOf(item) as string), item, [...labels, label(el, idOf(item) as string, item)])
      const kept = new Set(B.map(idOf))
      for (const item of A)
        if (!kept.has(idOf(item)))
          out.push({ labels: [...labels, label(el, idOf(item) as string, item)], schema: el, before: item, after: undefined })
      const order = (xs: unknown[]) => xs.map(idOf).filter((id) => before.has(id as string) && kept.has(id))
      if (!sameContent(order(A), order(B))) out.push({ labels, schema: s, before: order(A).length, after: 'reordered' })
      return
    }
    out.push({ labels, schema: s, before: a, after: b })
  }
  walk(schema, older, newer, [])
  return out
}
