import { createContext, type ReactNode, useContext } from 'react'
import type { AnyBlockDefinition } from './block-definition.ts'
import type { ContentStore } from './content-store.ts'

/** Block key → definition. The app hands it to the engine, which never imports the registry. */
export type Registry = Readonly<Record<string, AnyBlockDefinition>>

/** A route of the site as the link picker lists it: its path, its title (an interface string) and, for item pages, where the items live. */
export interface SiteRoute {
  path: string
  page: string | null
  title: string
  detail?: { page: string; order: number; list: string }
}

interface Engine {
  registry: Registry
  /** Where pages are read from and edits saved to. */
  store: ContentStore
  /** Keys of blocks that have a page of their own (header, footer): never added to content pages. */
  frame: readonly string[]
  /** The site's content routes (the app's route table), which links may point to. */
  routes: readonly SiteRoute[]
}

const EngineContext = createContext<Engine | null>(null)

export function EngineProvider({
  registry,
  store,
  frame = [],
  routes = [],
  children,
}: {
  registry: Registry
  store: ContentStore
  frame?: readonly string[]
  routes?: readonly SiteRoute[]
  children: ReactNode
}) {
  return <EngineContext.Provider value={{ registry, store, frame, routes }}>{children}</EngineContext.Provider>
}

function useEngine(): Engine {
  const engine = useContext(EngineContext)
  if (!engine) throw new Error('The block engine needs an <EngineProvider registry={…} store={…}>')
  return engine
}

export const useRegistry = (): Registry => useEngine().registry

export const useContentStore = (): ContentStore => useEngine().store

export const useSiteRoutes = (): readonly SiteRoute[] => useEngine().routes

/** The block types an editor may add to a content page. */
export function useAddableBlocks(): string[] {
  const { registry, frame } = useEngine()
  return Object.keys(registry).filter((k) => !frame.includes(k))
}

/** The registry key of a stored block type: block_type is compared ignoring case. */
export function registryKey(registry: Registry, blockType: string): string | undefined {
  const key = blockType.toLowerCase()
  return Object.hasOwn(registry, key) ? key : undefined
}
