import { hash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { WindowRead } from '../schemas/list-window.ts'

export type Encoding = 'br' | 'gzip'

/** A page answer as it is sent: the JSON text, its ETag, and compressed copies made on first need. */
export class CachedPage {
  readonly etag: string
  /** The ETag's hash, shared by every encoding of this body (If-None-Match compares it). */
  readonly hash: string
  private readonly variants: Partial<Record<Encoding, Buffer>> = {}
  private bytes?: Buffer

  /** What visitors get: the page without its drafts (schemas/publish.ts); this very page when it has none. */
  readonly visitor: CachedPage

  private summaryPage?: CachedPage
  private readonly itemPages = new Map<string, CachedPage>()
  private readonly windowPages = new Map<string, CachedPage>()

  /**
   * `version` is the page's version in the database when the body was read (0 where unused);
   * `blocks`, a page answer's blocks as text; `cuts`, how to make what lists and item pages read.
   */
  constructor(
    readonly body: string,
    readonly version = 0,
    visitorBody?: string,
    readonly blocks?: readonly PageBlock[],
    private readonly cuts: Pick<LoadedPage, 'summaryBody' | 'itemBody' | 'windowBody'> = {},
  ) {
    // One call, no Hash object: every write of a block makes its page's ETag anew.
    this.hash = hash('sha1', body, 'base64url')
    this.etag = `"${this.hash}"`
    this.visitor = visitorBody === undefined ? this : new CachedPage(visitorBody, version)
  }

  /**
   * What lists read (GET …?view=summary): visitors' page without the fields only list items' own
   * pages show (schemas/item-pages.ts); the visitors' page itself when there are none.
   */
  get summary(): CachedPage {
    if (!this.cuts.summaryBody) return this.visitor
    this.summaryPage ??= new CachedPage(this.cuts.summaryBody(), this.version)
    return this.summaryPage
  }

  /**
   * What item `id`'s own page reads (GET …?item={id}): visitors' page with each list that has
   * item pages cut down to that item, whole. The last ITEM_PAGES_KEPT asked for are kept.
   */
  item(id: string): CachedPage {
    const itemBody = this.cuts.itemBody
    if (!itemBody) return this.visitor
    return kept(this.itemPages, id, () => new CachedPage(itemBody(id), this.version))
  }

  /**
   * What a place that shows a window of a list reads (GET …?window={order}&…): the summary with
   * that list cut to the window; the summary itself when no block stands at that order; 'not a
   * list' for a block that has no window rule. The last ITEM_PAGES_KEPT windows asked for are kept.
   */
  window(read: WindowRead): CachedPage | 'not a list' {
    const answer = this.cuts.windowBody?.(read)
    if (answer === 'not a list') return answer
    if (!answer) return this.summary
    return kept(this.windowPages, answer.key, () => new CachedPage(answer.body(), this.version))
  }

  /** Whether editors and visitors get different answers (the page has drafts). */
  get hasDrafts(): boolean {
    return this.visitor !== this
  }

  /**
   * The body in this encoding, compressed once per cached page (not per request); small bodies are
   * not worth it. Uncompressed, it is sent as bytes made once too: a text body would be measured
   * and encoded to UTF-8 again on every answer.
   */
  encoded(encoding: Encoding | undefined): { body: Buffer; encoding?: Encoding; etag: string } {
    if (!encoding || this.body.length < COMPRESS_MIN_BYTES) {
      this.bytes ??= Buffer.from(this.body)
      return { body: this.bytes, etag: this.etag }
    }
    let bytes = this.variants[encoding]
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.body) },
            })
          : gzipSync(this.body, { level: 6 })
      this.variants[encoding] = bytes
    }
    return { body: bytes, encoding, etag: `"${this.hash}-${encoding === 'br' ? 'br' : 'gz'}"` }
  }
}

const COMPRESS_MIN_BYTES = 512
const ITEM_PAGES_KEPT = 256

/** The page kept under `key`, made when missing; the ITEM_PAGES_KEPT most recently used are kept. */
function kept(pages: Map<string, CachedPage>, key: string, make: () => CachedPage): CachedPage {
  let page = pages.get(key)
  if (page) {
    // Most recently used last: the first entry is the one to let go.
    pages.delete(key)
  } else {
    page = make()
    if (pages.size >= ITEM_PAGES_KEPT) pages.delete(pages.keys().next().value as string)
  }
  pages.set(key, page)
  return page
}

/** A window read's answer, made on request: `key` tells apart the windows that differ (see page-answer.ts). */
export type WindowAnswer = { key: string; body: () => string } | 'not a list' | undefined

/** One block of a page answer as JSON text, and as visitors get it when that differs (null: a draft block, left out). */
export interface PageBlock {
  id: string
  order: number
  /** The stored block type: its schema says what the summary leaves out. */
  type: string
  json: string
  visitorJson?: string | null
}

export interface LoadedPage {
  body: string
  version: number
  /** The answer for visitors when it differs (the page has drafts). */
  visitorBody?: string
  /** The blocks the body is made of, so that a write of one block can replace its part (PageCache.update). */
  blocks?: readonly PageBlock[]
  /** The lists' answer (CachedPage.summary), when it differs from visitors'. */
  summaryBody?: () => string
  /** An item page's answer (CachedPage.item), when it differs from visitors'. */
  itemBody?: (id: string) => string
  /** A window read's answer (CachedPage.window). */
  windowBody?: (read: WindowRead) => WindowAnswer
}

/**
 * Serialized pages kept in memory, so a read never re-serializes. A missing page is loaded once
 * for every reader waiting for it (single flight).
 *
 * Two ways to know a kept page is current:
 * - one process (SQLite): every write goes through this process and drops the page; a load
 *   that was running when a write landed is not kept, since it may hold the old content;
 * - several processes (PostgreSQL): a read first asks the database for the page's version
 *   (`currentVersion`, one query shared by all reads waiting at that moment) and the kept page
 *   is used only if it was read at that version. An acknowledged write is then never followed by
 *   an old page, whichever process answers.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>()
  private readonly inflight = new Map<string, { key: number; promise: Promise<CachedPage | undefined> }>()
  private readonly generations = new Map<string, number>()
  private epoch = 0
  private readonly dropListeners = new Set<(slug: string | undefined) => void>()

  constructor(private readonly currentVersion?: (slug: string) => Promise<number | undefined>) {}

  /** Whether kept pages must be checked against the database's version (several processes). */
  get checksVersions(): boolean {
    return !!this.currentVersion
  }

  /** The page's current version in the database, where versions are checked. */
  version(slug: string): Promise<number | undefined> {
    return this.currentVersion ? this.currentVersion(slug) : Promise.resolve(undefined)
  }

  /** Told of every drop (a slug) and every clear (undefined): what is built from pages follows them. */
  onDrop(listener: (slug: string | undefined) => void): () => void {
    this.dropListeners.add(listener)
    return () => this.dropListeners.delete(listener)
  }

  /** A hit without a promise: the hot path of every page read when this process sees every write. */
  peek(slug: string): CachedPage | undefined {
    return this.currentVersion ? undefined : this.pages.get(slug)
  }

  /** The last page known, for when the database cannot be reached. */
  lastKnown(slug: string): CachedPage | undefined {
    return this.pages.get(slug)
  }

  /** The current page (undefined: no such page); the loader reads the version before the blocks. */
  async get(slug: string, loader: () => Promise<LoadedPage | undefined>): Promise<CachedPage | undefined> {
    if (!this.currentVersion) return this.pages.get(slug) ?? this.load(slug, this.generations.get(slug) ?? 0, loader)
    const version = await this.currentVersion(slug)
    if (version === undefined) return undefined
    const kept = this.pages.get(slug)
    if (kept && kept.version >= version) return kept
    return this.load(slug, version, loader, version)
  }

  private load(
    slug: string,
    key: number,
    loader: () => Promise<LoadedPage | undefined>,
    atLeast?: number,
  ): Promise<CachedPage | undefined> {
    const running = this.inflight.get(slug)
    if (running && running.key === key) return running.promise
    const epoch = this.epoch
    const gen = this.generations.get(slug) ?? 0
    const promise = loader()
      .then((loaded) => {
        if (!loaded) return undefined
        const page = new CachedPage(loaded.body, loaded.version, loaded.visitorBody, loaded.blocks, loaded)
        const unchanged = epoch === this.epoch && gen === (this.generations.get(slug) ?? 0)
        const newer = atLeast !== undefined && loaded.version >= atLeast && loaded.version >= (this.pages.get(slug)?.version ?? -1)
        if (atLeast === undefined ? unchanged : newer) this.pages.set(slug, page)
        return page
      })
      .finally(() => {
        if (this.inflight.get(slug)?.promise === promise) this.inflight.delete(slug)
      })
    this.inflight.set(slug, { key, promise })
    return promise
  }

  /** The page changed: drop it, and keep no load that was already running. */
  drop(slug: string): void {
    this.forget(slug)
    this.pages.delete(slug)
    for (const listener of this.dropListeners) listener(slug)
  }

  /**
   * The page changed to `version` by a write that `update` can apply to the kept copy (one
   * block's new content): the updated copy is kept, so the next read needs no reload. That holds
   * only when the kept copy is the version just before; otherwise (another write landed in
   * between, or nothing is kept) the page is dropped as by any write.
   */
  update(slug: string, version: number, update: (kept: CachedPage) => LoadedPage | undefined): void {
    const kept = this.pages.get(slug)
    const next = kept && kept.version === version - 1 ? update(kept) : undefined
    if (!next) return this.drop(slug)
    this.forget(slug)
    this.pages.set(slug, new CachedPage(next.body, next.version, next.visitorBody, next.blocks, next))
    for (const listener of this.dropListeners) listener(slug)
  }

  /** A notification of `version` of the page from any process: the kept copy goes unless it is already that version or newer. */
  changed(slug: string, version?: number): void {
    const kept = this.pages.get(slug)
    if (version !== undefined && kept && kept.version >= version) return
    this.drop(slug)
  }

  /** Loads already running may hold the old page: none of them is kept. */
  private forget(slug: string) {
    this.generations.set(slug, (this.generations.get(slug) ?? 0) + 1)
    this.inflight.delete(slug)
  }

  /** Drops every page: after a reconnection, when changes may have gone unheard. */
  clear(): void {
    this.epoch += 1
    this.pages.clear()
    this.inflight.clear()
    for (const listener of this.dropListeners) listener(undefined)
  }
}
