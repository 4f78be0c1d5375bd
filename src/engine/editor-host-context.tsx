import { type ComponentType, createContext, type ReactNode, useContext } from 'react'
import type { Path } from '../../schemas/paths.ts'
import type { BlockData } from '../api/types.ts'
import type { BlockContextValue } from './block-context.tsx'
import type { SaveMessages } from './save-block.ts'

export interface EditorRequest {
  target: BlockContextValue
  /** [] edits the whole block (the 'Edit block' panel); otherwise one field where it stands. */
  path: Path
  /** Where the clicked field stands on screen: the inline editor opens right there. */
  anchor?: { top: number; bottom: number; left: number; right: number }
  /** The save's own words (spec: 'Updating story...', 'Story updated!', 'Update failed.'). */
  messages?: SaveMessages
}

export interface BlockChromeProps {
  ctx: BlockContextValue | null
  slug: string
  block: BlockData
  /** The block type's name in the interface language. */
  label: string
  /** The blocks this one moves among (editor-added blocks), or null when its place is fixed. */
  movable: BlockData[] | null
  deletable: boolean
  children: ReactNode
}

export interface EmptySlotProps {
  slug: string
  order: number
  blockType: string
  label: string
}

export interface EditorHostApi {
  open(request: EditorRequest): void
  /**
   * Immediate writes (list add/delete/reorder, menu items): saved at once, with the change's own
   * words if given; `onSaved` runs once it is stored. `content` is the block's parsed content
   * changed: only the change is sent.
   */
  commit(target: BlockContextValue, content: Record<string, unknown>, messages?: SaveMessages, onSaved?: () => void): void
  /** Toolbar around each block in edit mode: edit block, move, delete. */
  BlockChrome: ComponentType<BlockChromeProps>
  /** In edit mode, a layout slot with no block yet: add the block the layout names there. */
  EmptySlot: ComponentType<EmptySlotProps>
  /** Below the last block in edit mode: add a block of a registered type. */
  PageTools: ComponentType<{ slug: string }>
}

export const EditorHostContext = createContext<EditorHostApi | null>(null)

export function useEditorHost(): EditorHostApi | null {
  return useContext(EditorHostContext)
}
