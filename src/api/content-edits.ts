import { withAuthRetry } from './client.ts'
import { API_BASE } from './config.ts'

// The editor's side of the content store (src/engine/content-store.ts, ContentEdits): its own
// chunk, loaded with the first edit, so a visitor's load holds none of it.
export { createBlock, deleteBlock, patchBlock, putBlock, reorderBlocks } from './block-writes.ts'
export { contentAt, fetchDeletedBlocks, fetchRevisions, restoreDeletedBlock, restoreRevision } from './history.ts'
export { deleteUpload, fetchUploads } from './media-library.ts'
export { createPreview, listPreviews, revokePreview } from './previews.ts'
export { blockSchedule, pageSchedules, setSchedule } from './schedules.ts'
export { storedPage } from './get-page.ts'
export { uploadFile } from './upload.ts'

/**
 * GET /v1/pages/{slug}/events (`?also=` the pages shown with it), with the access token in the Authorization header (which
 * EventSource cannot send; a token in the address would end up in logs); a 401 goes through the
 * client's refresh.
 */
export const pageEvents = (slug: string, signal: AbortSignal, also: readonly string[] = []): Promise<Response> =>
  withAuthRetry((token) =>
    fetch(
      `${API_BASE}/v1/pages/${encodeURIComponent(slug)}/events${also.length ? `?also=${also.map(encodeURIComponent).join(',')}` : ''}`,
      {
        headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        signal,
      },
    ),
  )
