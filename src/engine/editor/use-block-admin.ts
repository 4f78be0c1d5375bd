import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { createBlock, deleteBlock, reorderBlocks } from '../../api/block-writes.ts'
import { pageKey } from '../../api/get-page.ts'
import type { BlockData, PageData } from '../../api/types.ts'
import { useNotify } from '../../notifications/notifications.tsx'

/** Adding, deleting and reordering blocks: each a server write, then the page is reloaded. */
export function useBlockAdmin(slug: string) {
  const qc = useQueryClient()
  const notify = useNotify()
  const { t } = useTranslation()
  const handlers = {
    onMutate: () => notify.show({ type: 'loading', message: t('Saving changes...'), progress: 30 }),
    onSuccess: (result: unknown, _v: unknown, toast: number) => {
      if (result && typeof result === 'object' && 'blocks' in result) qc.setQueryData<PageData>(pageKey(slug), result as PageData)
      notify.update(toast, { type: 'success', message: t('Changes saved successfully!'), progress: undefined })
    },
    onError: (_e: unknown, _v: unknown, toast: number | undefined) => {
      if (toast) notify.update(toast, { type: 'error', message: t('Failed to save changes.'), progress: undefined })
    },
    onSettled: () => qc.invalidateQueries({ queryKey: pageKey(slug) }),
  }
  /** Without an order the server puts the block after the layout's slots. */
  const add = useMutation({
    mutationFn: (v: { blockType: string; order?: number }) => createBlock(slug, v.blockType, v.order),
    ...handlers,
  })
  const remove = useMutation({ mutationFn: (id: string) => deleteBlock(id), ...handlers })
  /** Gives the blocks of `list` the order numbers they hold between them, in the list's new sequence. */
  const reorder = useMutation({
    mutationFn: (list: BlockData[]) => {
      const orders = list.map((b) => b.order).sort((a, b) => a - b)
      const moved = new Map(list.map((b, i) => [b.id, orders[i] ?? b.order]))
      const page = qc.getQueryData<PageData>(pageKey(slug))
      const all = (page?.blocks ?? list).map((b) => ({ id: b.id, order: moved.get(b.id) ?? b.order }))
      return reorderBlocks(slug, all)
    },
    ...handlers,
  })
  return { add, remove, reorder }
}
