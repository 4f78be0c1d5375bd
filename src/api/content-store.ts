import { mediaUrl } from './config.ts'
import { pageKey, pageQuery, visitorQuery } from './get-page.ts'

/**
 * The content store the app hands the engine (src/engine/content-store.ts, ContentStore), over
 * the HTTP API: the page reads visitors need, and the writes behind a dynamic import. This folder
 * imports nothing of the engine: the app checks the shape where it hands it over.
 */
export const httpContentStore = {
  pageKey,
  pageQuery,
  visitorQuery,
  mediaUrl,
  edits: () => import('./content-edits.ts'),
}
