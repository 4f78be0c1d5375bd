import { createContext, useContext } from 'react'
import type { Path } from '../../../schemas/paths.ts'

/** What controls inside one open editor share with it. */
export interface EditorUi {
  blockId: string
  /** The page the block is on: the copy rules read the privacy policy in its legal voice. */
  slug: string
  /** A list item was added at `path`: the page shows it (a menu opens the submenu that holds it). */
  added(path: Path): void
  /** An image at `path` was replaced: its alt text is asked for in both languages before saving. */
  replacedImage(path: Path): void
  /** Images whose alt text must be written before saving. */
  needsAlt: ReadonlySet<string>
}

export const EditorUiContext = createContext<EditorUi | null>(null)

export const useEditorUi = () => useContext(EditorUiContext)
