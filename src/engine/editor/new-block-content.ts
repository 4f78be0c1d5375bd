import { parse, safeParse } from 'zod/mini'
import type { AnyBlockDefinition } from '../block-definition.ts'

/**
 * Each block folder's optional starter (src/blocks/<key>/starter.ts, typed by its own schema),
 * found by its folder name, which is the block's key. Found here rather than named in the block's
 * index: only the editor's chunk knows of them, and visitors load not a byte of it.
 */
const starters = import.meta.glob<{ default: unknown }>('../../blocks/*/starter.ts')

/** The starter of a block type, if its folder has one. */
export async function starterOf(key: string): Promise<unknown> {
  return (await starters[`../../blocks/${key}/starter.ts`]?.())?.default
}

/**
 * A new block's content: its type's starter (when it has one) with the schema's defaults for the
 * rest. What the gallery previews, what Add block stores, and what Publish compares with to find
 * placeholder text left in.
 */
export async function newBlockContent(key: string, def: AnyBlockDefinition): Promise<Record<string, unknown>> {
  const parsed = safeParse(def.schema, (await starterOf(key)) ?? {})
  return (parsed.success ? parsed.data : parse(def.schema, {})) as Record<string, unknown>
}
