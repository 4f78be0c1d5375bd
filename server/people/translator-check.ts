import { ApiError } from '../errors.ts'

type Json = unknown
const isObject = (v: Json): v is Record<string, Json> => !!v && typeof v === 'object' && !Array.isArray(v)

/** A translatable text as stored: `{ en, ar }` (image alt texts and link labels too). */
const isText = (v: Json): v is { en?: string; ar?: string } =>
  isObject(v) && Object.keys(v).length > 0 && Object.entries(v).every(([k, s]) => (k === 'en' || k === 'ar') && typeof s === 'string')

/**
 * Where `after` differs from `before` other than in the Arabic side of a translatable text, as a
 * path of keys, or null when it does not. A list whose length changed differs at its first
 * added or removed index; a key added or removed differs at that key.
 */
export function changeBeyondArabic(before: Json, after: Json, at: string[] = []): string[] | null {
  if (isText(before) && isText(after)) return (before.en ?? '') === (after.en ?? '') ? null : [...at, 'en']
  if (Array.isArray(before) && Array.isArray(after)) {
    const n = Math.min(before.length, after.length)
    for (let i = 0; i < n; i++) {
      const found = changeBeyondArabic(before[i], after[i], [...at, String(i)])
      if (found) return found
    }
    return before.length === after.length ? null : [...at, String(n)]
  }
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (!Object.hasOwn(before, key) || !Object.hasOwn(after, key)) return [...at, key]
      const found = changeBeyondArabic(before[key], after[key], [...at, key])
      if (found) return found
    }
    return null
  }
  return Object.is(before, after) ? null : at
}

const pointer = (path: string[]) => path.map((k) => `/${k.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('') || '/'

/**
 * A translator's write: checked inside the write against the content as stored, so nothing is
 * written when it changes anything but Arabic text (403 TRANSLATION_ONLY naming the first path).
 */
export function refuseBeyondArabic(stored: Json, written: Json): void {
  const path = changeBeyondArabic(stored, written)
  if (!path) return
  const where = pointer(path)
  throw new ApiError(403, 'TRANSLATION_ONLY', `A translator changes only the Arabic side of texts; this write also changes ${where}.`, [
    { path, message: 'Only the Arabic text may change' },
  ])
}
