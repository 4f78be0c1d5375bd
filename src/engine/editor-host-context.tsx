import { type ComponentType, createContext, type ElementType, type ReactNode, useContext } from 'react'
import type { Path } from '../../schemas/paths.ts'
import type { BlockData } from './content-store.ts'
import type { LocalizedValue } from '../i18n/localize.ts'
import type { Field } from './fields.ts'
import type { BlockContextValue } from './block-context.tsx'
import type { SaveMessages } from './save-block.ts'

/**
 * A question the editor asks in its own dialog (bilingual, focus kept inside) where a browser's
 * confirm() or prompt() used to: 'Delete this client?', 'Name of the new partner'.
 */
export interface Question {
  /** The question, in the interface language: the dialog's name. */
  text: string
  /** The button that answers yes, named for what it does ('Delete client'). */
  confirm: string
  /** A deletion: the answer button is drawn as a danger. */
  danger?: boolean
  /**
   * Asks for a text (a name) under this label, or under the question itself (true): the answer
   * is the text, trimmed, and it is needed.
   */
  input?: string | true
  /** Lines listed under the question (what a publish would show as placeholder). */
  details?: readonly string[]
}

/** null: the editor said no (Cancel, Escape, a click outside); else '' for yes, or the text asked for. */
export type Answer = string | null

export interface EditorRequest {
  target: BlockContextValue
  /** [] edits the whole block (the 'Edit block' panel); otherwise one field where it stands. */
  path: Path
  /** Text to start from instead of the block's content (a restored draft). */
  draft?: Record<string, unknown>
  /** The content and version the edit started from, when not the block's own (a restored draft). */
  base?: { content: Record<string, unknown>; version: number }
  /** Where focus goes back when the editor closes: the element that opened it. */
  opener?: Element | null
  /** A save that met someone else's change to the same fields: the editor chooses, field by field. */
  resolve?: { current: BlockData; base: Record<string, unknown>; mine: Record<string, unknown> }
  /** The save's own words (spec: 'Updating story...', 'Story updated!', 'Update failed.'). */
  messages?: SaveMessages
  /**
   * A plain text clicked (at this point) or pressed while the editor's code loaded: once it is
   * there the text is typed where it stands, as a click then would, not opened in the panel.
   */
  inPlace?: { x: number; y: number } | true
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

/** What the editor's bar above a block is told (the engine's BlockFrame draws the block). */
export type BlockBarProps = Omit<BlockChromeProps, 'children'> & {
  /** The id the bar gives the block region's name ('Block: Hero'). */
  nameId: string
}

export interface EmptySlotProps {
  slug: string
  order: number
  blockType: string
  label: string
}

export interface PageToolsProps {
  slug: string
  /** Where a block added here goes among the blocks editors added: before `movable[at]`, or last. */
  at: number
  /** The blocks editors added, in page order. */
  movable: readonly BlockData[]
}

export interface PageBarProps {
  slug: string
  /** The blocks the page draws (its own and borrowed ones), each with the registry key it is drawn with. */
  blocks: readonly { slug: string; block: BlockData; drawAs: string }[]
  /** The blocks editors added, which they can arrange (the layout places the others). */
  movable: BlockData[]
}

/** A list item an editor has just added: the page shows it (a menu opens the submenu that holds it). */
export interface Revealed {
  blockId: string
  path: Path
}

/** A text edited where it stands, in the page's language (src/engine/editor/in-place-rich.tsx). */
export interface InPlaceProps {
  target: BlockContextValue
  path: Path
  /** The element the text is drawn in, and its class. */
  as?: ElementType
  className?: string
  /** The text as visitors see it: shown until the editor's code is there. */
  children?: ReactNode
}

/** A plain text edited where it stands, in the page's language (src/engine/editor/in-place-text.tsx). */
export interface InPlaceTextProps {
  field: Field<LocalizedValue>
  /** The element the text is drawn in, its class and id. */
  as?: ElementType
  className?: string
  id?: string
  /** Each line a paragraph: Enter starts a new one. */
  lines?: boolean
}

export interface EditorHostApi {
  open(request: EditorRequest): void
  /**
   * Immediate writes (list add/delete/reorder, menu items): saved at once, with the change's own
   * words if given; `onSaved` runs once it is stored. `content` is the block's parsed content
   * changed: only the change is sent.
   */
  commit(target: BlockContextValue, content: Record<string, unknown>, messages?: SaveMessages, onSaved?: () => void): void
  /** Asks in the product's own dialog (useAsk in src/engine/ask.ts); one question at a time, in order. */
  ask?(question: Question): Promise<Answer>
  /** Rich text typed where it stands (the other language in the panel). */
  InPlaceRich?: ComponentType<InPlaceProps>
  /** A plain text typed where it stands (the other language in the panel). */
  InPlaceText?: ComponentType<InPlaceTextProps>
  /** The bar above each block in edit mode (edit block, move, delete); none while the editor loads. */
  BlockBar?: ComponentType<BlockBarProps>
  /** In edit mode, a layout slot with no block yet: add the block the layout names there. */
  EmptySlot: ComponentType<EmptySlotProps>
  /** Between the blocks editors added, and after the last block, in edit mode: add a block of a registered type there. */
  PageTools: ComponentType<PageToolsProps>
  /** Above the first block in edit mode: undo and redo, missing translations, recently deleted blocks. */
  PageBar?: ComponentType<PageBarProps>
  /** The list item added last, if any. */
  revealed?: Revealed | null
  /** The editing session itself, for the editor's parts that render in the page (its toolbar, the block chrome). */
  session?: unknown
}

export const EditorHostContext = createContext<EditorHostApi | null>(null)

export function useEditorHost(): EditorHostApi | null {
  return useContext(EditorHostContext)
}

/** Whether an item was just added under `path` of this block (a submenu shows itself open then). */
export function useRevealed(blockId: string | undefined, path: Path): boolean {
  const revealed = useEditorHost()?.revealed
  if (!revealed || !blockId || revealed.blockId !== blockId || revealed.path.length <= path.length) return false
  return path.every((key, i) => revealed.path[i] === key)
}
