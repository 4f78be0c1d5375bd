import { type ComponentType, lazy } from 'react'

export type LazyBlock<P> = ComponentType<P> & {
  /** Loads the component's code; once it has arrived the component renders without suspending. */
  preload(): Promise<unknown>
}

/**
 * A block component whose code loads on demand, like React.lazy, that can also be loaded ahead:
 * the server loads every block before it renders (so nothing suspends and the HTML needs no
 * inline script to finish), and the browser loads a page's blocks before it hydrates.
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
  return Object.assign(Block, { preload })
}

/** Loads every block the list names that loads on demand. */
export function preloadBlocks(components: readonly unknown[]): Promise<unknown[]> {
  return Promise.all(components.map((c) => (c as Partial<LazyBlock<object>>).preload?.()))
}
