import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { AnySchema } from '../../schemas/fields.ts'
import { putBlock } from '../api/block-writes.ts'
import { HttpError } from '../api/client.ts'
import { pageKey } from '../api/get-page.ts'
import type { BlockData, PageData } from '../api/types.ts'
import { useNotify } from '../notifications/notifications.tsx'
import { type Conflict, merge3, type MergeOptions } from './editor/merge.ts'

export interface SaveInput {
  slug: string
  blockId: string
  content: Record<string, unknown>
  /** The content before this edit, restored if the save fails. */
  previous: Record<string, unknown>
  /**
   * The content and version the edit started from: a save that finds a newer version merges
   * against it. By default the previous content at the block's version when the save is sent.
   */
  base?: { content: Record<string, unknown>; version: number }
  /** The block's schema, so a merge knows its fields (a bilingual text is one field). */
  schema?: AnySchema
  /** Names fields and list items in a conflict. */
  label?: MergeOptions['label']
  /** The change's own words instead of the generic ones (spec: 'New partner added!', 'Failed to add partner.'). */
  messages?: SaveMessages
}

export interface SaveMessages {
  success?: string
  failure?: string
}

/**
 * Someone else changed a field this save changed too: nothing was written. `merged` holds
 * every other change of both sides; each conflict waits for the editor's choice.
 */
export class ConflictError extends Error {
  constructor(
    readonly current: BlockData,
    readonly base: Record<string, unknown>,
    readonly mine: Record<string, unknown>,
    readonly conflicts: Conflict[],
  ) {
    super('conflict')
  }
}

/** spec §4: the screen shows the save's progress at 30, then 70, then success after 300 ms. */
export const SUCCESS_DELAY_MS = 300
/** Rounds of merging with a newer version before giving up (each one means yet another save landed meanwhile). */
const MERGE_ROUNDS = 3

export function withBlock(page: PageData | undefined, blockId: string, patch: Partial<BlockData>): PageData | undefined {
  if (!page) return page
  return { ...page, blocks: page.blocks.map((b) => (b.id === blockId ? { ...b, ...patch } : b)) }
}

/** Shows content on screen without saving (the live preview of an open editor). */
export function usePreviewBlock() {
  const qc = useQueryClient()
  return (slug: string, blockId: string, content: Record<string, unknown>) =>
    qc.setQueryData<PageData>(pageKey(slug), (page) => withBlock(page, blockId, { content }))
}

/** PUT naming the version the edit started from; on a newer version, a three-way merge saved without asking when nothing clashes. */
export async function saveMerging(block: BlockData, input: SaveInput): Promise<BlockData> {
  let base = input.base ?? { content: input.previous, version: block.version }
  let mine = input.content
  for (let round = 0; ; round++) {
    try {
      return await putBlock({ id: block.id, block_type: block.block_type, content: mine, version: base.version })
    } catch (error) {
      const current =
        error instanceof HttpError && error.code === 'STALE_VERSION' ? (error.details as { current?: BlockData })?.current : undefined
      if (!current || round >= MERGE_ROUNDS) throw error
      const merged = merge3(input.schema, base.content, mine, current.content, {}, { label: input.label })
      if (merged.conflicts.length) throw new ConflictError(current, base.content, mine, merged.conflicts)
      mine = merged.value as Record<string, unknown>
      base = { content: current.content, version: current.version }
    }
  }
}

/**
 * The save pipeline: on screen at once, then PUT with the version the edit started from. Saves
 * run one after another. A newer version is merged field by field; a field both changed is a
 * ConflictError for the editor to settle. Any other failure puts the previous content back and
 * alerts (spec §4); the caller keeps what was typed.
 */
export function useSaveBlock(opts: { failureMessage?: string } = {}) {
  const qc = useQueryClient()
  const notify = useNotify()
  const { t } = useTranslation()

  return useMutation({
    scope: { id: 'block-saves' },
    onMutate: async (input: SaveInput) => {
      await qc.cancelQueries({ queryKey: pageKey(input.slug) })
      qc.setQueryData<PageData>(pageKey(input.slug), (page) => withBlock(page, input.blockId, { content: input.content }))
      const toast = notify.show({ type: 'loading', message: t('Saving changes...'), progress: 30 })
      return { toast }
    },
    mutationFn: async (input: SaveInput) => {
      const block = qc.getQueryData<PageData>(pageKey(input.slug))?.blocks.find((b) => b.id === input.blockId)
      if (!block) throw new Error('The block is no longer on the page.')
      return saveMerging(block, input)
    },
    onSuccess: async (saved, input, context) => {
      qc.setQueryData<PageData>(pageKey(input.slug), (page) =>
        withBlock(page, input.blockId, { version: saved.version, content: saved.content }),
      )
      notify.update(context.toast, { progress: 70 })
      await new Promise((r) => setTimeout(r, SUCCESS_DELAY_MS))
      notify.update(context.toast, {
        type: 'success',
        message: t(input.messages?.success ?? 'Changes saved successfully!'),
        progress: undefined,
      })
    },
    onError: (error, input, context) => {
      if (error instanceof ConflictError) {
        // The page shows the stored version; the editor chooses field by field.
        qc.setQueryData<PageData>(pageKey(input.slug), (page) =>
          withBlock(page, input.blockId, { version: error.current.version, content: error.current.content }),
        )
        const message = t('Someone else changed the same text. Choose which version to keep.')
        if (context) notify.update(context.toast, { type: 'error', message, progress: undefined })
        return
      }
      qc.setQueryData<PageData>(pageKey(input.slug), (page) => withBlock(page, input.blockId, { content: input.previous }))
      const message = t(input.messages?.failure ?? opts.failureMessage ?? 'Failed to save changes.')
      if (context) notify.update(context.toast, { type: 'error', message, progress: undefined })
      window.alert(message)
    },
  })
}
