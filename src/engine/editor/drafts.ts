import type { Path } from '../../../schemas/paths.ts'
import type { PatchOperation } from '../../../schemas/wire/block-writes.ts'
import { applyOperations, diffContent, PatchConflict } from '../content-patch.ts'

/**
 * Unsaved text, kept in this browser while an editor is open: a crash, a reload, a lost session
 * or a navigation never takes it. Keyed by block and the version the edit started from.
 *
 * What was typed is kept as JSON Patch on the block's content at `version` (the change, not the
 * block twice: a story typed in a block of 1,000 stories keeps one story). That content is the
 * block itself while it stays at `version`, and the block's history after.
 */
export type Draft = {
  slug: string
  blockId: string
  version: number
  path: Path
  /** The block's name, for the offer to restore it. */
  label: string
  savedAt: string
} & (
  | { ops: PatchOperation[] }
  /** The whole content as typed, where the stored content does not take the change as a patch (an item stored without its id). */
  | { content: Record<string, unknown> }
)

const PREFIX = 'editor-draft:'

export const draftKey = (blockId: string, version: number) => `${PREFIX}${blockId}:${version}`

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

export function saveDraft(draft: Draft): void {
  try {
    storage()?.setItem(draftKey(draft.blockId, draft.version), JSON.stringify(draft))
  } catch {
    // A full storage loses only this copy: the editor still holds the text.
  }
}

export function removeDraft(blockId: string, version: number): void {
  storage()?.removeItem(draftKey(blockId, version))
}

/** Every kept draft, newest first; unreadable entries are dropped. */
export function listDrafts(): Draft[] {
  const store = storage()
  if (!store) return []
  const out: Draft[] = []
  for (let i = store.length - 1; i >= 0; i--) {
    const key = store.key(i)
    if (!key?.startsWith(PREFIX)) continue
    try {
      const draft = JSON.parse(store.getItem(key) ?? '') as Draft
      if (draft && typeof draft.blockId === 'string' && ('ops' in draft ? Array.isArray(draft.ops) : !!draft.content)) out.push(draft)
      else store.removeItem(key)
    } catch {
      store.removeItem(key)
    }
  }
  return out.sort((a, b) => b.savedAt.localeCompare(a.savedAt))
}

/**
 * The drafts of texts being typed in place right now (draftKey without its prefix): kept on
 * every change, they are not offered back while they are still being typed.
 */
export const typing = new Set<string>()

/** What was typed, as a draft keeps it: the patch on the stored content when it takes it, else the whole content. */
export function draftChange(from: Record<string, unknown>, content: Record<string, unknown>, stored: Record<string, unknown>) {
  const ops = diffContent(from, content, stored)
  try {
    applyOperations(stored, ops)
    return { ops }
  } catch (error) {
    if (error instanceof PatchConflict) return { content }
    throw error
  }
}
