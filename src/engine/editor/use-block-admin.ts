import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useI18n } from '../../i18n/translation.tsx'
import { PUBLISH_KEY } from '../../../schemas/publish.ts'
import { useContentEdits } from '../content-edits.ts'
import type { BlockData, BlockPlace, PageData } from '../content-store.ts'
import { useNotify } from '../../notifications/notifications.tsx'
import { newBlockContent } from './new-block-content.ts'
import { registryKey, useContentStore, useRegistry } from '../engine-context.tsx'
import { useOptionalSession } from './session-context.ts'

/** The orders a list of blocks takes between them, in the list's new sequence. */
export function ordersFor(list: readonly BlockData[], page: readonly BlockData[]): { id: string; order: number }[] {
  const orders = list.map((b) => b.order).sort((a, b) => a - b)
  const moved = new Map(list.map((b, i) => [b.id, orders[i] ?? b.order]))
  return page.map((b) => ({ id: b.id, order: moved.get(b.id) ?? b.order }))
}

/**
 * Adding, deleting, restoring and reordering blocks: each a server write, then the page is
 * reloaded. Each is a step of the session's undo. A new block starts as a draft: visitors see
 * it once an editor publishes it.
 */
export function useBlockAdmin(slug: string) {
  const qc = useQueryClient()
  const { pageKey } = useContentStore()
  const { createBlock, deleteBlock, reorderBlocks, restoreDeletedBlock } = useContentEdits()
  const notify = useNotify()
  const session = useOptionalSession()
  const { t } = useI18n()
  const registry = useRegistry()
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
  /**
   * Without a place the server puts the block after the layout's slots; `before` an added block,
   * in that block's place. It starts with its
   * type's starter (placeholder texts that show what goes where), as the gallery previews it.
   */
  const add = useMutation({
    mutationFn: async (v: { blockType: string; at?: BlockPlace; label: string }) => {
      const key = registryKey(registry, v.blockType)
      const def = key ? registry[key] : undefined
      const content = key && def ? await newBlockContent(key, def) : {}
      const block = await createBlock(slug, v.blockType, v.at, { ...content, [PUBLISH_KEY]: true })
      session?.record({ kind: 'add', slug, blockId: block.id, label: v.label })
      return block
    },
    ...handlers,
  })
  const remove = useMutation({
    mutationFn: async (v: { id: string; label: string }) => {
      await deleteBlock(v.id)
      session?.record({ kind: 'delete', slug, blockId: v.id, label: v.label })
    },
    ...handlers,
  })
  const restore = useMutation({
    mutationFn: async (v: { id: string; label: string }) => {
      await restoreDeletedBlock(v.id)
      session?.record({ kind: 'add', slug, blockId: v.id, label: v.label })
    },
    ...handlers,
  })
  /** Gives the blocks of `list` the order numbers they hold between them, in the list's new sequence. */
  const reorder = useMutation({
    mutationFn: async (v: { list: readonly BlockData[]; label: string }) => {
      const cached = qc.getQueryData<PageData>(pageKey(slug))?.blocks ?? []
      // A block just added may not be in the page read yet: it is one of the page's all the same.
      const page = [...cached, ...v.list.filter((b) => !cached.some((c) => c.id === b.id))]
      const before = page.map((b) => ({ id: b.id, order: b.order }))
      const after = ordersFor(v.list, page)
      const result = await reorderBlocks(slug, after)
      session?.record({ kind: 'order', slug, label: v.label, before, after })
      return result
    },
    ...handlers,
  })
  return { add, remove, restore, reorder }
}
