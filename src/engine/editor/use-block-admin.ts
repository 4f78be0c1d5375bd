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
  const add = useMutation({ mutationFn: (blockType: string) => createBlock(slug, blockType), ...handlers })
  const remove = useMutation({ mutationFn: (id: string) => deleteBlock(id), ...handlers })
  const reorder = useMutation({
    mutationFn: (list: BlockData[]) =>
      reorderBlocks(
        slug,
        list.map((b, i) => ({ id: b.id, order: orderAt(list, i) })),
      ),
    ...handlers,
  })
  return { add, remove, reorder }
}

/** Keeps the existing order numbers, handing them out in the new sequence. */
function orderAt(blocks: BlockData[], index: number): number {
  const orders = blocks.map((b) => b.order).sort((a, b) => a - b)
  return orders[index] ?? index + 1
}
