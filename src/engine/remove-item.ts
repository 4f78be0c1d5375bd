import type { z } from 'zod/mini'
import type { AnySchema } from '../../schemas/fields.ts'
import { useAsk } from './ask.ts'
import { useCommit } from './commit.ts'
import type { SaveMessages } from './save-block.ts'

/** The block's top-level fields that hold a list of items with ids. */
type ListField<S extends AnySchema> = {
  [K in keyof z.output<S> & string]: z.output<S>[K] extends readonly { id: string }[] ? K : never
}[keyof z.output<S> & string]

/**
 * For a block's own delete button on one item of a list (a client, a post): asks first, as a
 * danger, and saves the list without the item only on yes. Does nothing outside edit mode.
 */
export function useRemoveItem<S extends AnySchema>(
  field: ListField<S>,
  question: { text: string; confirm: string },
  messages: SaveMessages,
) {
  const commit = useCommit<S>()
  const { confirm } = useAsk()
  return async (id: string) => {
    if (!commit || !(await confirm({ ...question, danger: true }))) return
    // ListField only names fields whose value is such a list; TypeScript cannot see it through the generic key.
    commit(field, (items) => (items as readonly { id: string }[]).filter((item) => item.id !== id) as typeof items, messages)
  }
}
