import { useCallback, useRef } from 'react'

/**
 * Child callbacks that never change identity, yet always act on the parent's latest value: so
 * a memoized child re-renders only when its own value changes (a key press re-renders one field,
 * not the whole panel).
 */
export function useChildChanges<K extends string | number, V>(
  latest: V,
  onChange: (value: V) => void,
  make: (value: V, key: K, child: unknown) => V,
) {
  const ref = useRef({ latest, onChange, make })
  ref.current = { latest, onChange, make }
  const cache = useRef(new Map<K, (child: unknown) => void>())
  return useCallback((key: K) => {
    let fn = cache.current.get(key)
    if (!fn) {
      fn = (child: unknown) => {
        const { latest: value, onChange: change, make: build } = ref.current
        const next = build(value, key, child)
        // Two changes before the parent renders again (a tool, then typing) build on each other.
        ref.current.latest = next
        change(next)
      }
      cache.current.set(key, fn)
    }
    return fn
  }, [])
}

/** A callback with one identity for the component's life that always runs its latest version. */
export function useStableFn<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn)
  ref.current = fn
  return useCallback((...args: A) => ref.current(...args), [])
}
