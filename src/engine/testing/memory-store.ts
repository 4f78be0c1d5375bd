import type { QueryClient } from '@tanstack/react-query'
import type { PatchOperation } from '../../../schemas/wire/block-writes.ts'
import type { DeletedBlockDto, RevisionDto } from '../../../schemas/wire/history.ts'
import { applyOperations } from '../content-patch.ts'
import type { BlockData, BlockPlace, ContentEdits, ContentStore, PageData, PageQuery, PageView } from '../content-store.ts'
import type { StoreError } from '../store-error.ts'

// A content store held in memory, for the engine's tests: what the engine reads, writes and is
// refused, without the HTTP API. Nothing of the site imports it, so no visitor loads it.

/** A refusal as the API's client throws one: its status, error code and details (store-error.ts). */
export class MemoryRefusal extends Error implements StoreError {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message)
  }
}

/** A write the engine sent, in order, for a test to check. */
export type MemoryWrite =
  | { kind: 'put'; id: string; version: number; content: Record<string, unknown> }
  | { kind: 'patch'; id: string; version: number; operations: readonly PatchOperation[] }
  | { kind: 'create'; slug: string; blockType: string; at?: BlockPlace }
  | { kind: 'delete'; id: string }
  | { kind: 'reorder'; slug: string; blocks: { id: string; order: number }[] }
  | { kind: 'restore'; id: string; rev?: number }

export interface MemoryStore extends ContentStore {
  /** The page as stored now. */
  page(slug: string): PageData | undefined
  /** Every write, in the order it was stored. */
  writes: MemoryWrite[]
  /** Refuses the next write with this error instead of storing it. */
  refuseNext(error: MemoryRefusal): void
  /** Someone else's save: stored with a new version, as another editor's would be. */
  saveElsewhere(id: string, content: Record<string, unknown>): BlockData
}

const copy = <T>(value: T): T => structuredClone(value)

/** A store holding `pages`, each block at the version given. */
export function memoryStore(pages: readonly PageData[] = []): MemoryStore {
  const stored = new Map(pages.map((p) => [p.slug, copy(p)]))
  const history = new Map<string, RevisionDto[]>()
  const deleted = new Map<string, { slug: string; block: DeletedBlockDto }>()
  const writes: MemoryWrite[] = []
  let refusal: MemoryRefusal | undefined
  let made = 0

  const pageKey = (slug: string) => ['page', slug] as const
  const pageOf = (slug: string) => {
    const page = stored.get(slug)
    if (!page) throw new MemoryRefusal(404, 'PAGE_NOT_FOUND', `No page '${slug}'.`)
    return page
  }
  const find = (id: string) => {
    for (const page of stored.values()) {
      const block = page.blocks.find((b) => b.id === id)
      if (block) return { page, block }
    }
    throw new MemoryRefusal(404, 'BLOCK_NOT_FOUND', `No block '${id}'.`)
  }
  const remember = (block: BlockData) => {
    const list = history.get(block.id) ?? []
    for (const r of list) r.current = false
    list.unshift({ version: block.version, content: copy(block.content), created_at: null, author: null, current: true })
    history.set(block.id, list)
  }
  const refused = () => {
    const error = refusal
    refusal = undefined
    if (error) throw error
  }
  const onVersion = (block: BlockData, version: number) => {
    if (block.version !== version) throw new MemoryRefusal(409, 'STALE_VERSION', 'The block changed meanwhile.', { current: copy(block) })
  }
  const stored1 = (block: BlockData, content: Record<string, unknown>) => {
    block.content = copy(content)
    block.version += 1
    remember(block)
  }
  for (const page of stored.values()) for (const block of page.blocks) remember(block)

  const query = (key: readonly string[], slug: string): PageQuery => ({
    queryKey: key,
    queryFn: async () => copy(pageOf(slug)),
    staleTime: 30_000,
    retry: 0,
  })

  const edits: ContentEdits = {
    storedPage: (qc: QueryClient, slug: string) => qc.fetchQuery({ ...query(pageKey(slug), slug), staleTime: 0 }),
    async putBlock({ id, content, version }) {
      refused()
      const { block } = find(id)
      onVersion(block, version)
      writes.push({ kind: 'put', id, version, content: copy(content) })
      stored1(block, content)
      return copy(block)
    },
    async patchBlock(id, version, operations) {
      refused()
      const { block } = find(id)
      onVersion(block, version)
      writes.push({ kind: 'patch', id, version, operations: copy(operations) })
      stored1(block, applyOperations(block.content, operations))
      return { id, block_type: block.block_type, order: block.order, version: block.version, sanitized: false }
    },
    async createBlock(slug, blockType, at, content = {}) {
      refused()
      const page = pageOf(slug)
      writes.push({ kind: 'create', slug, blockType, at })
      // As the server does: the block named `before` gives up its order, and moves down with the ones after it.
      const order = at && 'before' in at ? page.blocks.find((b) => b.id === at.before)?.order : at?.order
      if (at && 'before' in at && order !== undefined) for (const b of page.blocks) if (b.order >= order) b.order += 1
      const block: BlockData = {
        id: `new-${++made}`,
        block_type: blockType,
        order: order ?? Math.max(0, ...page.blocks.map((b) => b.order)) + 1,
        content: copy(content),
        version: 1,
      }
      page.blocks = [...page.blocks, block].sort((a, b) => a.order - b.order)
      remember(block)
      return copy(block)
    },
    async deleteBlock(id) {
      refused()
      const { page, block } = find(id)
      writes.push({ kind: 'delete', id })
      page.blocks = page.blocks.filter((b) => b.id !== id)
      const at = new Date(0).toISOString()
      deleted.set(id, { slug: page.slug, block: { ...block, deleted_at: at, deleted_by: null, restorable_until: at } })
    },
    async reorderBlocks(slug, blocks) {
      refused()
      const page = pageOf(slug)
      writes.push({ kind: 'reorder', slug, blocks: copy(blocks) })
      const orders = new Map(blocks.map((b) => [b.id, b.order]))
      page.blocks = page.blocks.map((b) => ({ ...b, order: orders.get(b.id) ?? b.order })).sort((a, b) => a.order - b.order)
      return copy(page)
    },
    async fetchRevisions(id, before, limit = 20) {
      const all = (history.get(id) ?? []).filter((r) => before === undefined || r.version < before)
      const revisions = copy(all.slice(0, limit))
      return { revisions, total: all.length, next: all.length > limit ? (revisions.at(-1)?.version ?? null) : null }
    },
    async contentAt(id, version) {
      return copy(history.get(id)?.find((r) => r.version === version)?.content)
    },
    async restoreRevision(id, rev, version) {
      refused()
      const { block } = find(id)
      onVersion(block, version)
      const content = history.get(id)?.find((r) => r.version === rev)?.content
      if (!content) throw new MemoryRefusal(404, 'REVISION_NOT_FOUND', `No version ${rev}.`)
      writes.push({ kind: 'restore', id, rev })
      stored1(block, content)
      return copy(block)
    },
    async fetchDeletedBlocks(slug) {
      return { slug, blocks: [...deleted.values()].filter((d) => d.slug === slug).map((d) => copy(d.block)) }
    },
    async restoreDeletedBlock(id) {
      refused()
      const gone = deleted.get(id)
      if (!gone) throw new MemoryRefusal(404, 'BLOCK_NOT_FOUND', `No deleted block '${id}'.`)
      writes.push({ kind: 'restore', id })
      deleted.delete(id)
      const { deleted_at: _at, deleted_by: _by, restorable_until: _until, ...block } = gone.block
      const page = pageOf(gone.slug)
      page.blocks = [...page.blocks, block].sort((a, b) => a.order - b.order)
      return copy(block)
    },
    // Schedules, preview links and the media library are not kept here: none is scheduled, shared or uploaded.
    blockSchedule: async () => ({ schedules: [] }),
    setSchedule: async () => ({ schedules: [] }),
    pageSchedules: async () => ({ schedules: [] }),
    createPreview: async (path) => ({ id: 'p1', path, created_at: '', created_by: null, expires_at: '', url: `${path}?preview=p1` }),
    listPreviews: async () => ({ previews: [] }),
    revokePreview: async () => undefined,
    fetchUploads: async () => ({ items: [], total: 0 }),
    deleteUpload: async () => undefined,
    uploadFile: async (file) => `/data/uploads/${file.name}`,
    // Nobody else is here: the stream is refused, which ends following it.
    pageEvents: async () => new Response(null, { status: 404 }),
  }

  return {
    pageKey,
    pageQuery: (slug) => query(pageKey(slug), slug),
    // Visitors' reads are the whole page here: the API's cut views are its own (tested in tests/unit/page-reads.test.ts).
    visitorQuery: (slug: string, view: Exclude<PageView, { kind: 'whole' }>) => query([...pageKey(slug), JSON.stringify(view)], slug),
    mediaUrl: (src) => src ?? '',
    edits: async () => edits,
    page: (slug) => copy(stored.get(slug)),
    writes,
    refuseNext: (error) => {
      refusal = error
    },
    saveElsewhere(id, content) {
      const { block } = find(id)
      stored1(block, content)
      return copy(block)
    },
  }
}
