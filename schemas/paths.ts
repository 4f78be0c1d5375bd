export type Path = readonly (string | number)[]

export function getAt(value: unknown, path: Path): unknown {
  let current = value
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string | number, unknown>)[key]
  }
  return current
}

/** A copy of `root` with `value` at `path`; objects and arrays along the path are copied, nothing mutated. */
export function setAt<T>(root: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T
  const [key, ...rest] = path as [string | number, ...(string | number)[]]
  if (Array.isArray(root)) {
    const copy = [...root]
    copy[key as number] = setAt(copy[key as number], rest, value)
    return copy as T
  }
  const obj = (root && typeof root === 'object' ? root : {}) as Record<string | number, unknown>
  return { ...obj, [key]: setAt(obj[key], rest, value) } as T
}

export const pathKey = (path: Path) => path.join('.')

/**
 * A place in content as a chain up to the root (null), one link per key: walks over a whole
 * block carry it cheaply and spell the path out (`pathOf`) only where they report something.
 */
export type At = { readonly key: string; readonly up: At } | null

export function pathOf(at: At): string[] {
  const path: string[] = []
  for (let a = at; a; a = a.up) path.push(a.key)
  return path.reverse()
}
