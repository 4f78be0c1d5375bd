import type { PatchOperation } from '../../schemas/wire/block-writes.ts'

type Key = string | number
type Obj = Record<string, unknown>

const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v)
const idOf = (v: unknown): string | undefined => (isObject(v) && typeof v.id === 'string' ? v.id : undefined)
const escape = (key: Key) => String(key).replace(/~/g, '~0').replace(/\//g, '~1')
const pointer = (path: readonly Key[]) => path.map((k) => `/${escape(k)}`).join('')
const child = (raw: unknown, key: Key): unknown => (raw && typeof raw === 'object' ? (raw as Obj)[key] : undefined)
const has = (raw: unknown, key: Key) => !!raw && typeof raw === 'object' && Object.hasOwn(raw, key)

/** Two list items are the same item: the same object, or objects with the same id. */
const sameItem = (a: unknown, b: unknown) => a === b || (idOf(a) !== undefined && idOf(a) === idOf(b))

/**
 * Whether two contents hold the same data, as JSON would write them (a key set to undefined is
 * no key). Shared objects are equal at a glance, so the cost follows what differs.
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameContent(v, b[i]))
  if (!isObject(a) || !isObject(b)) return false
  const keys = (o: Obj) => Object.keys(o).filter((k) => o[k] !== undefined)
  const inA = keys(a)
  return inA.length === keys(b).length && inA.every((k) => Object.hasOwn(b, k) && sameContent(a[k], b[k]))
}

/**
 * The JSON Patch (RFC 6902) that turns `before` into `after`, to be applied to `raw`: the content
 * as stored, of which `before` is the parsed form (schema defaults filled in). A key the stored
 * content lacks is added whole; otherwise the walk goes down to what changed.
 *
 * Edits copy only the path they change, so untouched parts are the same objects and are skipped
 * without a look: the cost follows the change, not the size of the content. List items are matched
 * by id; each operation inside or on an item is preceded by a test of its id, so a patch never
 * lands on another item that has taken its place.
 */
export function diffContent(before: unknown, after: unknown, raw: unknown = before): PatchOperation[] {
  const ops: PatchOperation[] = []
  walk(before, after, raw, [], ops)
  return ops
}

function walk(a: unknown, b: unknown, raw: unknown, path: Key[], ops: PatchOperation[]) {
  if (a === b) return
  if (isObject(a) && isObject(b) && isObject(raw)) return walkObject(a, b, raw, path, ops)
  if (Array.isArray(a) && Array.isArray(b) && Array.isArray(raw) && raw.length === a.length) return walkArray(a, b, raw, path, ops)
  if (!sameContent(a, b)) ops.push({ op: 'replace', path: pointer(path), value: b })
}

function walkObject(a: Obj, b: Obj, raw: Obj, path: Key[], ops: PatchOperation[]) {
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const before = a[key]
    const after = b[key]
    if (before === after) continue
    const at = [...path, key]
    if (after === undefined) {
      if (has(raw, key)) ops.push({ op: 'remove', path: pointer(at) })
    } else if (!has(raw, key)) ops.push({ op: 'add', path: pointer(at), value: after })
    else walk(before, after, raw[key], at, ops)
  }
}

function walkItem(a: unknown, b: unknown, raw: unknown, path: Key[], ops: PatchOperation[]) {
  if (a === b) return
  const id = idOf(a)
  const mark = ops.length
  walk(a, b, raw, path, ops)
  if (id !== undefined && ops.length > mark) ops.splice(mark, 0, { op: 'test', path: pointer([...path, 'id']), value: id })
}

function walkArray(a: readonly unknown[], b: readonly unknown[], raw: readonly unknown[], path: Key[], ops: PatchOperation[]) {
  let start = 0
  while (start < a.length && start < b.length && sameItem(a[start], b[start])) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && sameItem(a[a.length - 1 - end], b[b.length - 1 - end])) end++
  const removed = a.length - start - end
  const added = b.length - start - end
  // Kept items first, at their present places; then the middle is replaced.
  for (let i = 0; i < start; i++) walkItem(a[i], b[i], raw[i], [...path, i], ops)
  for (let k = 0; k < end; k++) {
    const i = a.length - 1 - k
    walkItem(a[i], b[b.length - 1 - k], raw[i], [...path, i], ops)
  }
  const plain = (items: readonly unknown[]) => items.every((item) => idOf(item) === undefined)
  if (removed === added && plain(a.slice(start, start + removed)) && plain(b.slice(start, start + added))) {
    for (let i = start; i < start + removed; i++) walk(a[i], b[i], raw[i], [...path, i], ops)
    return
  }
  for (let i = start + removed - 1; i >= start; i--) {
    const id = idOf(a[i])
    if (id !== undefined) ops.push({ op: 'test', path: pointer([...path, i, 'id']), value: id })
    ops.push({ op: 'remove', path: pointer([...path, i]) })
  }
  for (let j = 0; j < added; j++) ops.push({ op: 'add', path: pointer([...path, start + j]), value: b[start + j] })
}

function parse(p: string): string[] {
  return p === ''
    ? []
    : p
        .slice(1)
        .split('/')
        .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
}

/** Thrown when an operation does not apply (a failed test, a missing path). */
export class PatchConflict extends Error {}

function update(doc: unknown, tokens: string[], fn: (parent: unknown, key: string) => unknown): unknown {
  const [key, ...rest] = tokens
  if (key === undefined) throw new PatchConflict('The whole content cannot be replaced by a patch')
  if (rest.length === 0) return fn(doc, key)
  if (Array.isArray(doc)) {
    const i = Number(key)
    if (!Number.isInteger(i) || i < 0 || i >= doc.length) throw new PatchConflict(`No item ${key}`)
    const copy = [...doc]
    copy[i] = update(doc[i], rest, fn)
    return copy
  }
  if (!isObject(doc) || !Object.hasOwn(doc, key)) throw new PatchConflict(`No key ${key}`)
  return { ...doc, [key]: update(doc[key], rest, fn) }
}

/**
 * `doc` with the operations applied, as the server applies them, without changing `doc`: only
 * the objects along each path are copied, the rest is shared. Supports what diffContent makes
 * (test, add, remove, replace).
 */
export function applyOperations<T>(doc: T, operations: readonly PatchOperation[]): T {
  let out: unknown = doc
  for (const op of operations) {
    const tokens = parse(op.path)
    if (op.op === 'test') {
      let at: unknown = out
      for (const t of tokens) at = child(at, Array.isArray(at) ? Number(t) : t)
      if (!sameContent(at, op.value)) throw new PatchConflict(`Test failed at ${op.path}`)
      continue
    }
    if (op.op !== 'add' && op.op !== 'remove' && op.op !== 'replace') throw new PatchConflict(`Unsupported operation ${op.op}`)
    const value = 'value' in op ? op.value : undefined
    out = update(out, tokens, (parent, key) => {
      if (Array.isArray(parent)) {
        const copy = [...parent]
        const i = key === '-' ? copy.length : Number(key)
        if (!Number.isInteger(i) || i < 0 || i > copy.length || (op.op !== 'add' && i >= copy.length))
          throw new PatchConflict(`No item ${key}`)
        if (op.op === 'add') copy.splice(i, 0, value)
        else if (op.op === 'remove') copy.splice(i, 1)
        else copy[i] = value
        return copy
      }
      if (!isObject(parent)) throw new PatchConflict(`No object at ${op.path}`)
      if (op.op !== 'add' && !Object.hasOwn(parent, key)) throw new PatchConflict(`No key ${key}`)
      const copy = { ...parent }
      if (op.op === 'remove') delete copy[key]
      else copy[key] = value
      return copy
    })
  }
  return out as T
}
