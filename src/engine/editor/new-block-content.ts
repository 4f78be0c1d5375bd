import { parse, safeParse } from 'zod/mini'
import type { AnyBlockDefinition } from '../block-definition.ts'

/**
 * A new block's content: its type's starter (when it has one) with the schema's defaults for the
 * rest. What the gallery previews, what Add block stores, and what Publish compares with to find
 * placeholder text left in.
 */
export async function newBlockContent(def: AnyBlockDefinition): Promise<Record<string, unknown>> {
  const starter = (await def.starter?.())?.default ?? {}
  const parsed = safeParse(def.schema, starter)
  return (parsed.success ? parsed.data : parse(def.schema, {})) as Record<string, unknown>
}
