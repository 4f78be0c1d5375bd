import type { Path } from '../../../schemas/paths.ts'

/**
 * Unsaved text, kept in this browser while an editor is open: a crash, a reload, a lost session
 * or a navigation never takes it. Keyed by block and the version the edit started from.
 */
export interface Draft {
  slug: string
  blockId: string
  version: number
  path: Path
  /** The whole block's content as typed. */
  content: Record<string, unknown>
  /** The content at `version`: a later version is merged against it. */
  base: Record<string, unknown>
  /** The block's name, for the offer to restore it. */
  label: string
  savedAt: string
}

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
      if (draft && typeof draft.blockId === 'string' && draft.content && draft.base) out.push(draft)
      else store.removeItem(key)
    } catch {
      store.removeItem(key)
    }
  }
  return out.sort((a, b) => b.savedAt.localeCompare(a.savedAt))
}
