import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { PatchOperation } from '../../schemas/wire/block-writes.ts'
import { patchBlock, putBlock } from '../api/block-writes.ts'
import { HttpError } from '../api/client.ts'
import { pageKey } from '../api/get-page.ts'
import type { BlockData, PageData } from '../api/types.ts'
import { useNotify } from '../notifications/notifications.tsx'
import { diffContent } from './content-patch.ts'
import { rebaseEdit } from './rebase-edit.ts'

export interface SaveInput {
  slug: string
  blockId: string
  content: Record<string, unknown>
  /** The content before this edit, restored if the save fails. */
  previous: Record<string, unknown>
  /**
   * The change as JSON Patch operations on `previous` (the content as stored): sent instead of the
   * whole content, so saving one item of a long list sends that item only.
   */
  operations?: readonly PatchOperation[]
  /** The change's own words instead of the generic ones (spec: 'New partner added!', 'Failed to add partner.'). */
  messages?: SaveMessages
  /** Called once the change is stored (a post's page reloads after its layout changed). */
  onSaved?: () => void
}

export interface SaveMessages {
  /** While it is saved (spec: 'Updating story...', 'Deleting story...'); 'Saving changes...' by default. */
  loading?: string
  success?: string
  failure?: string
}

/** What a save leaves stored: the version, and the content when the server's differs from what was sent. */
interface Saved {
  version: number
  content: Record<string, unknown>
  /** The server cleaned rich text: the page is read again. */
  reread?: boolean
}

/** Rounds of carrying the edit over to a newer version before giving up (each means yet another save landed meanwhile). */
const REBASE_ROUNDS = 3

/**
 * PATCH with the block's version. When someone else saved meanwhile (409 with their version), the
 * edit is carried over to theirs if the two touched different fields or items, and sent again;
 * when both changed the same, the 409 stands.
 */
async function savePatch(block: BlockData, input: SaveInput & { operations: readonly PatchOperation[] }): Promise<Saved> {
  let base = { version: block.version, content: input.previous }
  let content = input.content
  let operations = input.operations
  for (let round = 0; ; round++) {
    try {
      const saved = await patchBlock(block.id, base.version, operations)
      return { version: saved.version, content, reread: saved.sanitized }
    } catch (error) {
      const current =
        error instanceof HttpError && error.code === 'STALE_VERSION'
          ? (error.details as { current?: BlockData } | undefined)?.current
          : undefined
      const rebased = current && round < REBASE_ROUNDS ? rebaseEdit(base.content, content, current.content) : undefined
      if (!current || !rebased) throw error
      operations = diffContent(current.content, rebased)
      base = { version: current.version, content: current.content }
      content = rebased
      if (operations.length === 0) return { version: current.version, content }
    }
  }
}

/** spec §4: the screen shows the save's progress at 30, then 70, then success after 300 ms. */
export const SUCCESS_DELAY_MS = 300

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

/**
 * The save pipeline: on screen at once, then the change as a PATCH (or the whole content as a
 * PUT) with the block's version. Saves run one after another so each names the version the
 * previous one produced. On failure the previous content comes back and the editor is told; a
 * 409 that cannot be carried over reloads the block someone else changed.
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
      const toast = notify.show({ type: 'loading', message: t(input.messages?.loading ?? 'Saving changes...'), progress: 30 })
      return { toast }
    },
    mutationFn: async (input: SaveInput): Promise<Saved> => {
      const block = qc.getQueryData<PageData>(pageKey(input.slug))?.blocks.find((b) => b.id === input.blockId)
      if (!block) throw new Error('The block is no longer on the page.')
      if (input.operations) return savePatch(block, { ...input, operations: input.operations })
      return putBlock({ id: block.id, block_type: block.block_type, content: input.content, version: block.version })
    },
    onSuccess: async (saved, input, context) => {
      qc.setQueryData<PageData>(pageKey(input.slug), (page) =>
        withBlock(page, input.blockId, { version: saved.version, content: saved.content }),
      )
      if (saved.reread) void qc.invalidateQueries({ queryKey: pageKey(input.slug) })
      notify.update(context.toast, { progress: 70 })
      await new Promise((r) => setTimeout(r, SUCCESS_DELAY_MS))
      notify.update(context.toast, {
        type: 'success',
        message: t(input.messages?.success ?? 'Changes saved successfully!'),
        progress: undefined,
      })
      input.onSaved?.()
    },
    onError: (error, input, context) => {
      if (error instanceof HttpError && error.code === 'STALE_VERSION') {
        void qc.invalidateQueries({ queryKey: pageKey(input.slug) })
        const message = t('Someone else changed this block. It has been reloaded with their version.')
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
