import { createContext, type ReactNode, useContext } from 'react'
import type { AnyBlockDefinition } from './block-definition.ts'

/** Block key → definition. The app hands it to the engine, which never imports the registry. */
export type Registry = Readonly<Record<string, AnyBlockDefinition>>

interface Engine {
  registry: Registry
  /** Keys of blocks that have a page of their own (header, footer): never added to content pages. */
  frame: readonly string[]
}

const EngineContext = createContext<Engine | null>(null)

export function EngineProvider({ registry, frame = [], children }: { registry: Registry; frame?: readonly string[]; children: ReactNode }) {
  return <EngineContext.Provider value={{ registry, frame }}>{children}</EngineContext.Provider>
}

function useEngine(): Engine {
  const engine = useContext(EngineContext)
  if (!engine) throw new Error('The block engine needs an <EngineProvider registry={…}>')
  return engine
}

export const useRegistry = (): Registry => useEngine().registry

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
