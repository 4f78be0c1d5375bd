import { createContext, type ReactNode, useContext } from 'react'

/**
 * A block a layout draws inside another (a source marked `inside`): what the outer block's
 * component places where the inner one goes, and the inner block's stored content, for the
 * outer one to tell whether there is anything to show.
 */
export interface NestedBlock {
  node: ReactNode
  content: Readonly<Record<string, unknown>>
}

export const NestedBlockContext = createContext<NestedBlock | null>(null)

/** The block drawn inside this one, if its place has one. */
export const useNestedBlock = () => useContext(NestedBlockContext)
