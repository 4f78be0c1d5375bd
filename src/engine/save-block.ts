import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useI18n } from '../i18n/translation.tsx'
import type { AnySchema } from '../../schemas/fields.ts'
import type { PatchOperation } from '../../schemas/wire/block-writes.ts'
import { useNotify } from '../notifications/notifications.tsx'
import { useContentEdits } from './content-edits.ts'
import { diffContent } from './content-patch.ts'
import type { BlockData, ContentEdits, PageData } from './content-store.ts'
import { useContentStore } from './engine-context.tsx'
import { type Conflict, merge3, type MergeOptions } from './editor/merge.ts'
import { storeError } from './store-error.ts'

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
  /**
   * The change as JSON Patch operations on the base content (as stored), of which `content` is
   * the result: sent instead of the whole content, so saving one item of a long list sends that
   * item only. Without them the whole content is sent (a PUT).
   */
  operations?: readonly PatchOperation[]
  /** The block's schema, so a merge knows its fields (a bilingual text is one field). */
  schema?: AnySchema
  /** Names fields and list items in a conflict. */
  label?: MergeOptions['label']
  /** The change's own words instead of the generic ones (spec: 'New partner added!', 'Failed to add partner.'). */
  messages?: SaveMessages
  /** Called once the change is stored (a post's page reloads after its layout changed). */
  onSaved?: () => void
  /** The caller shows a 400's refused fields at the fields themselves (the editor): no alert then. */
  showsRefusals?: boolean
}

export interface SaveMessages {
  /** While it is saved (spec: 'Updating story...', 'Deleting story...'); 'Saving changes...' by default. */
  loading?: string
  success?: string
  failure?: string
}

/** What a save leaves stored: its version and content. */
export interface Saved {
  version: number
  content: Record<string, unknown>
  /** The server cleaned rich text of a PATCH (whose answer has no content): the page is read again. */
  reread?: boolean
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
  const { pageKey } = useContentStore()
  return (slug: string, blockId: string, content: Record<string, unknown>) =>
    qc.setQueryData<PageData>(pageKey(slug), (page) => withBlock(page, blockId, { content }))
}

/**
 * Sends the change with the version the edit started from: its JSON Patch operations when it
 * has them (a PATCH), else the whole content (a PUT). On a newer version, a three-way merge with
 * it, saved without asking when nothing clashes (a PATCH sends the merged change again, diffed
 * from their version); a field both changed is a ConflictError.
 */
export async function saveMerging(edits: ContentEdits, block: BlockData, input: SaveInput): Promise<Saved> {
  let base = input.base ?? { content: input.previous, version: block.version }
  let mine = input.content
  let operations = input.operations
  for (let round = 0; ; round++) {
    try {
      if (operations) {
        const saved = await edits.patchBlock(block.id, base.version, operations)
        return { version: saved.version, content: mine, reread: saved.sanitized }
      }
      const saved = await edits.putBlock({ id: block.id, block_type: block.block_type, content: mine, version: base.version })
      return { version: saved.version, content: saved.content }
    } catch (error) {
      const current =
        storeError(error)?.code === 'STALE_VERSION' ? (storeError(error)?.details as { current?: BlockData })?.current : undefined
      if (!current || round >= MERGE_ROUNDS) throw error
      const merged = merge3(input.schema, base.content, mine, current.content, {}, { label: input.label })
      if (merged.conflicts.length) throw new ConflictError(current, base.content, mine, merged.conflicts)
      mine = merged.value as Record<string, unknown>
      base = { content: current.content, version: current.version }
      if (operations) {
        operations = diffContent(current.content, mine)
        // Theirs already holds my change: nothing is left to send.
        if (operations.length === 0) return { version: current.version, content: current.content }
      }
    }
  }
}

/**
 * The save pipeline: on screen at once, then the change (a PATCH of its operations, or the whole
 * content as a PUT) with the version the edit started from. Saves run one after another. A newer
 * version is merged field by field; a field both changed is a ConflictError for the editor to
 * settle. Any other failure puts the previous content back and alerts (spec §4); the caller
 * keeps what was typed.
 */
export function useSaveBlock(opts: { failureMessage?: string } = {}) {
  const qc = useQueryClient()
  const { pageKey } = useContentStore()
  const edits = useContentEdits()
  const notify = useNotify()
  const { t } = useI18n()

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
      return saveMerging(edits, block, input)
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
      // A refusal that names its fields is shown at them by the editor, which keeps the text: a
      // retry cannot help it, and an alert would only hide the field to correct.
      const refusal = storeError(error)
      if (input.showsRefusals && refusal?.status === 400 && Array.isArray(refusal.details)) {
        const message = t('Not saved: correct the marked field.')
        if (context) notify.update(context.toast, { type: 'error', message, progress: undefined })
        return
      }
      const message = t(input.messages?.failure ?? opts.failureMessage ?? 'Failed to save changes.')
      if (context) notify.update(context.toast, { type: 'error', message, progress: undefined })
      window.alert(message)
    },
  })
}
