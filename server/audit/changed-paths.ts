import { PUBLISH_KEY } from '../../schemas/publish.ts'

type Json = unknown
const isObject = (v: Json): v is Record<string, Json> => !!v && typeof v === 'object' && !Array.isArray(v)

/** How many paths one entry keeps; a write changing more says how many were left out. */
export const MAX_PATHS = 50

const step = (at: string, key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? (at ? `${at}.${key}` : key) : `${at}[${JSON.stringify(key)}]`)

/** Where the walk is: the text of a path is made only for the few places that changed, not for every node visited. */
interface At {
  up: At | undefined
  key: string | number
}

function pathText(at: At | undefined): string {
  if (!at) return ''
  const up = pathText(at.up)
  return typeof at.key === 'number' ? `${up}[${at.key}]` : step(up, at.key)
}

/**
 * Where `after` differs from `before`, as readable paths (`heading.ar`, `items[3].title.en`):
 * the leaves that changed, a key added or removed, a list's items added or removed by index.
 * Stops after `max + 1` paths, so a huge rewrite costs no more than that.
 */
export function changedPaths(before: Json, after: Json, max = MAX_PATHS): string[] {
  const out: string[] = []
  const walk = (a: Json, b: Json, at: At | undefined) => {
    if (out.length > max) return
    if (Array.isArray(a) && Array.isArray(b)) {
      const n = Math.max(a.length, b.length)
      for (let i = 0; i < n && out.length <= max; i++) {
        if (i >= a.length || i >= b.length) out.push(pathText({ up: at, key: i }))
        else walk(a[i], b[i], { up: at, key: i })
      }
      return
    }
    if (isObject(a) && isObject(b)) {
      // The keys of `before` in their order, then those only `after` has.
      for (const key of Object.keys(a)) {
        if (out.length > max) return
        if (!Object.hasOwn(b, key)) out.push(pathText({ up: at, key }))
        else walk(a[key], b[key], { up: at, key })
      }
      for (const key of Object.keys(b)) {
        if (out.length > max) return
        if (!Object.hasOwn(a, key)) out.push(pathText({ up: at, key }))
      }
      return
    }
    if (!Object.is(a, b)) out.push(pathText(at) || '(content)')
  }
  walk(before, after, undefined)
  return out
}

/**
 * 'publish' or 'unpublish' when every change was a publish flag going or coming (see
 * schemas/publish.ts), so the log names the act rather than a content change.
 */
export function publishKind(paths: string[], after: Json): 'publish' | 'unpublish' | undefined {
  if (paths.length === 0 || paths.length > MAX_PATHS) return undefined
  if (!paths.every((p) => p === PUBLISH_KEY || p.endsWith(`.${PUBLISH_KEY}`))) return undefined
  const hiddenNow = paths.map((p) => valueAt(after, p) === true)
  if (hiddenNow.every((h) => !h)) return 'publish'
  if (hiddenNow.every((h) => h)) return 'unpublish'
  return undefined
}

function valueAt(value: Json, path: string): Json {
  let v = value
  for (const m of path.matchAll(/([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g)) {
    const key = m[1] ?? (m[2] !== undefined ? Number(m[2]) : JSON.parse(m[3] as string))
    if (v === null || typeof v !== 'object') return undefined
    v = (v as Record<string | number, Json>)[key]
  }
  return v
}
