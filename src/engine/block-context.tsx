import { createContext, useContext } from 'react'
import type { AnySchema } from '../../schemas/fields.ts'
import type { BlockData } from '../api/types.ts'

export interface BlockContextValue {
  /** The page the block is stored on (a cross-page block saves to its own page). */
  slug: string
  block: BlockData
  schema: AnySchema
  /** Parsed content: what the component renders. */
  content: Record<string, unknown>
  editing: boolean
}

export const BlockContext = createContext<BlockContextValue | null>(null)

export function useBlock(): BlockContextValue {
  const ctx = useContext(BlockContext)
  if (!ctx) throw new Error('useBlock must be used inside a rendered block')
  return ctx
}

/** Outside a block (tests, galleries) inline primitives render plain content. */
export const useOptionalBlock = () => useContext(BlockContext)
