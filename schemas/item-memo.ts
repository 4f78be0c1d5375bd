import type * as z from 'zod/mini'

const MEMOIZED = Symbol('item parse memoized')

/**
 * A list item's parse, remembered in the browser by the item object: a block is parsed again
 * whenever its content changes, and in a list of 1,000 stories one edited story should cost one
 * story's parse, not a thousand. Unchanged items keep their identity through a save (the editor
 * replaces only the item it changed) and a refetch (react-query's structural sharing), so the
 * same parsed item comes back for them.
 *
 * Only successful, synchronous, forward parses are kept. The server parses each request's fresh
 * objects and gains nothing, so it runs the schema as it is.
 */
export function memoizeItems<S extends z.core.$ZodType>(schema: S): S {
  const internals = schema._zod as typeof schema._zod & { [MEMOIZED]?: true }
  if (typeof document === 'undefined' || internals[MEMOIZED]) return schema
  internals[MEMOIZED] = true
  const run = internals.run
  const parsed = new WeakMap<object, unknown>()
  internals.run = (payload, ctx) => {
    const input = payload.value
    if (!input || typeof input !== 'object' || ctx.async || ctx.direction === 'backward' || ctx.skipChecks) return run(payload, ctx)
    if (parsed.has(input)) {
      payload.value = parsed.get(input)
      return payload
    }
    const result = run(payload, ctx)
    if (!(result instanceof Promise) && result.issues.length === 0 && !result.aborted) parsed.set(input, result.value)
    return result
  }
  return schema
}
