import type { QueryClient, UseQueryOptions } from '@tanstack/react-query'
import type { BlockDto, PageDto, PatchedBlockDto } from '../../schemas/wire/block.ts'
import type { BlockPlace, PatchOperation } from '../../schemas/wire/block-writes.ts'
import type { DeletedBlocksDto, RevisionsDto } from '../../schemas/wire/history.ts'
import type { PageView } from '../../schemas/wire/page-view.ts'
import type { PreviewCreated, PreviewDto } from '../../schemas/wire/preview.ts'
import type { ScheduleBody, ScheduleDto } from '../../schemas/wire/schedule.ts'
import type { UploadItemDto, UploadListDto } from '../../schemas/wire/upload.ts'

export type BlockData = BlockDto
export type PageData = PageDto
export type { BlockPlace, PageView, UploadItemDto }

/** A page read one way, as react-query reads it: under its own key, with the store's fetch and freshness. */
export type PageQuery = UseQueryOptions<PageData, Error, PageData, readonly string[]>

/**
 * Where the engine reads and writes content: the app hands it to the EngineProvider as it hands
 * the registry (src/api implements it over HTTP; tests use an in-memory one). The engine keeps
 * react-query: the page cache is shared by what visitors read and by the editor's optimistic
 * writes under the page's key, so the store gives keys and fetches, and the engine does the
 * caching; no engine file knows the HTTP API.
 */
export interface ContentStore {
  /** The key a whole page is kept under: edits are shown by writing there. Views of the page are kept under keys starting with it. */
  pageKey(slug: string): readonly string[]
  /** The whole page: what editors read, and the base of every edit. */
  pageQuery(slug: string): PageQuery
  /** What visitors read: a list's page without its items' own fields, an item's own page, a window of a list. */
  visitorQuery(slug: string, view: Exclude<PageView, { kind: 'whole' }>): PageQuery
  /** Where a stored media path is shown from. */
  mediaUrl(src: string | undefined): string
  /** The writes and the editor's own reads: loaded when first asked, so a visitor's load holds none of them. */
  edits(): Promise<ContentEdits>
}

/**
 * The editor's side of the store. A refusal is an error with the API's `status`, `code` and
 * `details` (store-error.ts reads it).
 */
export interface ContentEdits {
  /** The page as stored now (not a read cached before the editing session); a read on its way is shared. */
  storedPage(qc: QueryClient, slug: string): Promise<PageData>
  /** The whole content, saved on `version` (a stale one is refused with STALE_VERSION and the current block). */
  putBlock(block: Pick<BlockData, 'id' | 'block_type' | 'content' | 'version'>): Promise<BlockData>
  /** JSON Patch operations on the content stored at `version`: the answer has the new version, not the content. */
  patchBlock(id: string, version: number, operations: readonly PatchOperation[]): Promise<PatchedBlockDto>
  /** Without a place the block goes after the layout's slots; content missing gets the type's defaults. */
  createBlock(slug: string, blockType: string, at?: BlockPlace, content?: Record<string, unknown>): Promise<BlockData>
  deleteBlock(id: string): Promise<void>
  reorderBlocks(slug: string, blocks: { id: string; order: number }[]): Promise<PageData>
  /** A block's versions, newest first; `before` pages on. */
  fetchRevisions(id: string, before?: number, limit?: number): Promise<RevisionsDto>
  /** A block's content at one version, or undefined when its history lacks it. */
  contentAt(id: string, version: number): Promise<Record<string, unknown> | undefined>
  /** A version back, naming the version the editor saw (a stale one is refused). */
  restoreRevision(id: string, rev: number, version: number): Promise<BlockData>
  /** A page's blocks deleted in the last 30 days, newest first. */
  fetchDeletedBlocks(slug: string): Promise<DeletedBlocksDto>
  restoreDeletedBlock(id: string): Promise<BlockData>
  /** A block's (or one list item's) pending publish and unpublish times. */
  blockSchedule(blockId: string, item?: string): Promise<{ schedules: ScheduleDto[] }>
  setSchedule(blockId: string, body: ScheduleBody): Promise<{ schedules: ScheduleDto[] }>
  /** Everything scheduled on a page, soonest first. */
  pageSchedules(slug: string): Promise<{ schedules: ScheduleDto[] }>
  createPreview(path: string): Promise<PreviewCreated>
  listPreviews(): Promise<{ previews: PreviewDto[] }>
  revokePreview(id: string): Promise<void>
  /** The media library, newest first; `q` searches file names and alt texts. */
  fetchUploads(kind: 'image' | 'video' | 'icon', offset?: number, limit?: number, q?: string): Promise<UploadListDto>
  /** A file pages show needs `force` (else a refusal UPLOAD_IN_USE, with the pages). */
  deleteUpload(url: string, force: boolean): Promise<void>
  /** Stores a file; answers the address it is stored at. */
  uploadFile(file: File, opts?: { kind?: 'icon' | 'media'; onProgress?: (percent: number) => void }): Promise<string>
  /**
   * The page's event stream (presence, others' writes of it and of the pages in `also`) as
   * text/event-stream; the editor reads and reopens it.
   */
  pageEvents(slug: string, signal: AbortSignal, also?: readonly string[]): Promise<Response>
}
