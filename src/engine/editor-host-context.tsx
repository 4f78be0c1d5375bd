import { type ComponentType, createContext, type ReactNode, useContext } from 'react'
import type { Path } from '../../schemas/paths.ts'
import type { BlockData } from '../api/types.ts'
import type { BlockContextValue } from './block-context.tsx'

export interface EditorRequest {
  target: BlockContextValue
  /** [] edits the whole block (the 'Edit block' panel); otherwise one field where it stands. */
  path: Path
  title?: string
  /** Where the clicked field stands on screen: the inline editor opens right there. */
  anchor?: { top: number; bottom: number; left: number; right: number }
}

export interface EditorHostApi {
  open(request: EditorRequest): void
  /** Immediate writes (list add/delete/reorder, menu items): saved at once. */
  commit(target: BlockContextValue, content: Record<string, unknown>): void
  /** Toolbar around each block in edit mode: edit block, move, delete. */
  BlockChrome: ComponentType<BlockChromeProps>
  /** Below the last block in edit mode: add a block of a registered type. */
  PageTools: ComponentType<{ slug: string; blocks: BlockData[] }>
}

export interface BlockChromeProps {
  ctx: BlockContextValue | null
  slug: string
  block: BlockData
  siblings: BlockData[]
  movable: boolean
  children: ReactNode
}

export const EditorHostContext = createContext<EditorHostApi | null>(null)

export function useEditorHost(): EditorHostApi | null {
  return useContext(EditorHostContext)
}
