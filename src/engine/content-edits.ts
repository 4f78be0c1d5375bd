import type { ContentEdits, ContentStore } from './content-store.ts'
import { useContentStore } from './engine-context.tsx'

// Every edit the store offers, named once so a new one cannot be forgotten here (the type checks it).
const NAMES: Record<keyof ContentEdits, true> = {
  storedPage: true,
  putBlock: true,
  patchBlock: true,
  createBlock: true,
  deleteBlock: true,
  reorderBlocks: true,
  fetchRevisions: true,
  contentAt: true,
  restoreRevision: true,
  fetchDeletedBlocks: true,
  restoreDeletedBlock: true,
  blockSchedule: true,
  setSchedule: true,
  pageSchedules: true,
  createPreview: true,
  listPreviews: true,
  revokePreview: true,
  fetchUploads: true,
  deleteUpload: true,
  uploadFile: true,
  pageEvents: true,
}

const held = new WeakMap<ContentStore, ContentEdits>()

/**
 * The store's edits as plain calls, each waiting for them to load the first time (the store
 * loads them when asked, so that visitors never do).
 */
export function editsOf(store: ContentStore): ContentEdits {
  let edits = held.get(store)
  if (!edits) {
    const call =
      (name: keyof ContentEdits) =>
      async (...args: unknown[]): Promise<unknown> =>
        ((await store.edits())[name] as (...a: unknown[]) => Promise<unknown>)(...args)
    edits = Object.fromEntries(Object.keys(NAMES).map((name) => [name, call(name as keyof ContentEdits)])) as unknown as ContentEdits
    held.set(store, edits)
  }
  return edits
}

/** The edits of the store the engine was handed. */
export const useContentEdits = (): ContentEdits => editsOf(useContentStore())
