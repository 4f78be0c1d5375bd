import type { z } from 'zod/mini'
import type { AnySchema } from '../../schemas/fields.ts'
import type { Path } from '../../schemas/paths.ts'
import { useOptionalBlock } from './block-context.tsx'
import { useEditorHost } from './editor-host-context.tsx'
import type { SaveMessages } from './save-block.ts'

/**
 * Saves a new value of one top-level field of the block, computed from the value it holds now,
 * with the change's own words if given; `onSaved` runs once it is stored.
 */
export type Commit<S extends AnySchema> = <K extends keyof z.output<S> & string>(
  field: K,
  next: (value: z.output<S>[K]) => z.output<S>[K],
  messages?: SaveMessages,
  onSaved?: () => void,
) => void

/**
 * For a block's own edit-mode actions (add a partner, delete one): saves the block's new content
 * at once, through the same pipeline as every edit. Typed from the block's schema
 * (`useCommit<typeof partnersSchema>()`), so `commit('partners', (partners) => …)` is handed and
 * returns that field's own type. Undefined outside edit mode.
 */
export function useCommit<S extends AnySchema>(): Commit<S> | undefined {
  const block = useOptionalBlock()
  const host = useEditorHost()
  if (!block?.editing || !host) return undefined
  return (field, next, messages, onSaved) => {
    // The block's content is what its schema parsed (BlockView), so its fields have the schema's types.
    const content = block.content as z.output<S> & Record<string, unknown>
    host.commit(block, { ...content, [field]: next(content[field]) }, messages, onSaved)
  }
}

/**
 * For a block's own 'Edit' button on one item (a story): opens the editor at `path` where the
 * button stands, saving with the item's own words. Undefined outside edit mode.
 */
export function useOpenEditor(): ((path: Path, opener: Element, messages?: SaveMessages) => void) | undefined {
  const block = useOptionalBlock()
  const host = useEditorHost()
  if (!block?.editing || !host) return undefined
  // The button is where focus goes back when the editor closes.
  return (path, opener, messages) => host.open({ target: block, path, opener, messages })
}
