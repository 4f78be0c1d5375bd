import type { Path } from '../../schemas/paths.ts'

/** A value of block content together with where it is stored: what an editable element binds to. */
export interface Field<T> {
  readonly $value: T
  readonly $path: Path
}

/** Declared keys only: an index signature (a catchall) is reached through `$entry(key)`. */
type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] }

type ObjectFields<T> = { readonly [K in KnownKeys<T> & string]-?: Fields<T[K]> } & (string extends keyof T
  ? { $entry(key: string): Fields<T[string]> }
  : unknown)

type Children<T> = [NonNullable<T>] extends [readonly (infer E)[]]
  ? { readonly $items: readonly Fields<E>[] }
  : [NonNullable<T>] extends [object]
    ? ObjectFields<NonNullable<T>>
    : unknown

/**
 * Typed accessors over block content: `f.title` carries the title and its path, `f.items.$items`
 * one field per list item. A key the schema lacks (`f.autor`) does not compile, and value and
 * path are never written twice.
 */
export type Fields<T> = Field<T> & Children<T>

const META = new Set<string | symbol>(['$value', '$path', '$items', '$entry'])

function make(value: unknown, path: Path): unknown {
  const cache = new Map<string, unknown>()
  let items: readonly unknown[] | undefined
  const child = (key: string) => {
    let found = cache.get(key)
    if (found === undefined) {
      const inner =
        value !== null && typeof value === 'object' && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined
      found = make(inner, [...path, key])
      cache.set(key, found)
    }
    return found
  }
  return new Proxy(Object.freeze({}), {
    get(_target, key) {
      if (key === '$value') return value
      if (key === '$path') return path
      if (key === '$items') return (items ??= Array.isArray(value) ? value.map((item, i) => make(item, [...path, i])) : [])
      if (key === '$entry') return child
      return typeof key === 'string' ? child(key) : undefined
    },
    has: (_target, key) => META.has(key),
  })
}

const roots = new WeakMap<object, unknown>()

/**
 * The typed fields of a block's content (its root path is []). Made once per content object:
 * content is never changed in place, and a list block drawn again with the same content (a
 * filter, a page of results) reads its thousand items' fields without making them again.
 */
export function fieldsOf<T>(content: T): Fields<T> {
  if (content === null || typeof content !== 'object') return make(content, []) as Fields<T>
  let root = roots.get(content)
  if (root === undefined) roots.set(content, (root = make(content, [])))
  return root as Fields<T>
}
