import type { Path } from '../../schemas/paths.ts'
import { useOptionalBlock } from './block-context.tsx'
import { useEditorHost } from './editor-host-context.tsx'
import type { SaveMessages } from './save-block.ts'

/**
 * For a block's own edit-mode actions (add a partner, delete one): saves the block's whole new
 * content at once, through the same pipeline as every edit. Undefined outside edit mode.
 */
export function useCommit():
  | ((next: (content: Record<string, unknown>) => Record<string, unknown>, messages?: SaveMessages, onSaved?: () => void) => void)
  | undefined {
  const block = useOptionalBlock()
  const host = useEditorHost()
  if (!block?.editing || !host) return undefined
  return (next, messages, onSaved) => host.commit(block, next(block.content), messages, onSaved)
}

/**
 * For a block's own 'Edit' button on one item (a story): opens the editor at `path` where the
 * button stands, saving with the item's own words. Undefined outside edit mode.
 */
export function useOpenEditor(): ((path: Path, anchor: Element, messages?: SaveMessages) => void) | undefined {
  const block = useOptionalBlock()
  const host = useEditorHost()
  if (!block?.editing || !host) return undefined
  return (path, anchor, messages) => {
    const r = anchor.getBoundingClientRect()
    host.open({ target: block, path, anchor: { top: r.top, bottom: r.bottom, left: r.left, right: r.right }, messages })
  }
}
