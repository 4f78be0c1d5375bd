import { useCallback } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { safeParse } from 'zod/mini'
import type { AnySchema } from '../../../schemas/fields.ts'
import { carryFlags, withoutFlags } from '../../../schemas/publish.ts'
import { fieldLabel } from '../../../schemas/walk.ts'
import type { BlockData } from '../content-store.ts'
import { localize } from '../../i18n/localize.ts'
import type { BlockContextValue } from '../block-context.tsx'
import { registryKey, useRegistry } from '../engine-context.tsx'
import { itemTitle } from '../item-title.ts'
import { humanize } from './labels.ts'

/** Names a field or list item in a conflict: its schema label, or the item's own title. */
export function useMergeLabel() {
  const { i18n } = useI18n()
  return useCallback(
    (schema: AnySchema | undefined, key: string | number, value: unknown) => {
      const own =
        value && typeof value === 'object' && (value as { id?: unknown }).id === key ? itemTitle(value, schema, i18n.language) : ''
      return own || localize(schema ? fieldLabel(schema) : undefined, i18n.language) || humanize(key)
    },
    [i18n.language],
  )
}

/** The content an editor starts from: parsed by the schema (defaults filled in), with its publish flags. */
export function editableContent(schema: AnySchema | undefined, raw: Record<string, unknown>): Record<string, unknown> {
  if (!schema) return raw
  const parsed = safeParse(schema, withoutFlags(raw))
  return parsed.success ? carryFlags(raw, parsed.data as Record<string, unknown>) : raw
}

/** An editor target for a block found in the page cache (a step of undo, a restored draft). */
export function useTargetFor() {
  const registry = useRegistry()
  return useCallback(
    (block: BlockData, slug: string): BlockContextValue => {
      const key = registryKey(registry, block.block_type)
      const schema = (key ? registry[key]?.schema : undefined) as AnySchema
      return { slug, block, schema, content: editableContent(schema, block.content), editing: true, hidden: [] }
    },
    [registry],
  )
}
