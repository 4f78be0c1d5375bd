import { useOptionalBlock } from './block-context.tsx'
import { useEditorHost } from './editor-host-context.tsx'
import type { SaveMessages } from './save-block.ts'

/**
 * For a block's own edit-mode actions (add a partner, delete one): saves the block's whole new
 * content at once, through the same pipeline as every edit. Undefined outside edit mode.
 */
export function useCommit():
  ((next: (content: Record<string, unknown>) => Record<string, unknown>, messages?: SaveMessages) => void) | undefined {
  const block = useOptionalBlock()
  const host = useEditorHost()
  if (!block?.editing || !host) return undefined
  return (next, messages) => host.commit(block, next(block.content), messages)
}
