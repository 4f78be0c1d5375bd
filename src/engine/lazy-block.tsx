import { type ComponentType, lazy, useEffect, useState } from 'react'

export type LazyBlock<P> = ComponentType<P> & {
  /** Loads the component's code; once it has arrived the component renders without suspending. */
  preload(): Promise<unknown>
  /** Whether the code has arrived (the component then renders without suspending). */
  loaded(): boolean
}

/**
 * A block component whose code loads on demand, like React.lazy, that can also be loaded ahead:
 * the server loads every block before it renders (so nothing suspends and the HTML needs no
 * inline script to finish), and the browser loads a page's blocks before it hydrates, and while
 * it reads a page it goes to (usePreloadedBlocks).
 */
export function lazyBlock<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyBlock<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<unknown> | undefined
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default
    }))
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })))
  function Block(props: P) {
    const Loaded = loaded
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />
  }
  return Object.assign(Block, { preload, loaded: () => loaded !== undefined })
}

const isLazy = (c: unknown): c is LazyBlock<object> => typeof (c as Partial<LazyBlock<object>> | undefined)?.preload === 'function'

/** Loads every block the list names that loads on demand. */
export function preloadBlocks(components: readonly unknown[]): Promise<unknown[]> {
  return Promise.all(components.map((c) => (isLazy(c) ? c.preload() : undefined)))
}

/**
 * Whether the code of every listed block has arrived; until then it is loading, and the caller
 * draws its loading state. A page that went on to draw blocks whose code is still on its way
 * would show Suspense's placeholders, and React holds a placeholder back from being replaced for
 * 300 ms (its fallback throttle): the page would appear that much after its data.
 */
export function useBlocksLoaded(components: readonly unknown[]): boolean {
  const missing = components.filter((c): c is LazyBlock<object> => isLazy(c) && !c.loaded())
  const [, setArrived] = useState(0)
  // After every render that still misses code: loading is started once per block (preload keeps its promise).
  useEffect(() => {
    if (missing.length === 0) return
    let live = true
    void preloadBlocks(missing).then(() => live && setArrived((n) => n + 1))
    return () => {
      live = false
    }
  })
  return missing.length === 0
}
