import { createContext, useContext } from 'react'
import type { AnySchema } from '../../schemas/fields.ts'
import type { WindowSpec } from '../../schemas/list-window.ts'
import type { BlockData } from './content-store.ts'

export interface BlockContextValue {
  /** The page the block is stored on (a cross-page block saves to its own page). */
  slug: string
  block: BlockData
  schema: AnySchema
  /** Parsed content: what the component renders. */
  content: Record<string, unknown>
  editing: boolean
  /** Top-level fields this place does not use (the layout's `hide`): not rendered, not edited. */
  hidden: readonly string[]
  /** The window of its list this place shows (the layout's `window`): see useListWindow. */
  window?: WindowSpec
}

export const BlockContext = createContext<BlockContextValue | null>(null)

/** Outside a block (tests, galleries) inline primitives render plain content. */
export const useOptionalBlock = () => useContext(BlockContext)
