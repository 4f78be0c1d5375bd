import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { putBlock } from '../api/block-writes.ts'
import { HttpError } from '../api/client.ts'
import { pageKey } from '../api/get-page.ts'
import type { BlockData, PageData } from '../api/types.ts'
import { useNotify } from '../notifications/notifications.tsx'

export interface SaveInput {
  slug: string
  blockId: string
  content: Record<string, unknown>
  /** The content before this edit, restored if the save fails. */
  previous: Record<string, unknown>
  /** The change's own words instead of the generic ones (spec: 'New partner added!', 'Failed to add partner.'). */
  messages?: SaveMessages
}

export interface SaveMessages {
  success?: string
  failure?: string
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
 * The save pipeline: on screen at once, then PUT with the block's version. Saves run one after
 * another so each names the version the previous one produced. On failure the previous
 * content comes back and the editor is told; a 409 reloads the block someone else changed.
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
      return putBlock({ id: block.id, block_type: block.block_type, content: input.content, version: block.version })
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
