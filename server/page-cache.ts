import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/** A page answer as it is sent: the JSON text, its ETag, and compressed copies made on first need. */
export class CachedPage {
  readonly etag: string
  /** The ETag's hash, shared by every encoding of this body (If-None-Match compares it). */
  readonly hash: string
  private readonly variants: Partial<Record<Encoding, Buffer>> = {}

  constructor(readonly body: string) {
    this.hash = createHash('sha1').update(body).digest('base64url')
    this.etag = `"${this.hash}"`
  }

  /** The body in this encoding, compressed once per cached page (not per request); small bodies are not worth it. */
  encoded(encoding: Encoding | undefined): { body: string | Buffer; encoding?: Encoding; etag: string } {
    if (!encoding || this.body.length < COMPRESS_MIN_BYTES) return { body: this.body, etag: this.etag }
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

/**
 * Serialized pages kept in memory, so a read never re-serializes. A missing page is loaded once
 * for every reader waiting for it (single flight). A write drops the page; a load that was
 * running when the write landed is not kept, since it may hold the old content.
 *
 * With PostgreSQL the cache is trusted only while this process is listening for other
 * processes' writes. When that connection is lost, the pages held are kept aside: they are
 * served only if the database cannot be reached (better an old page than none while it is
 * down), and dropped, with everything else, when the process listens again.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>()
  /** Pages kept from before the listener was lost: the answer while the database is down. */
  private readonly fallback = new Map<string, CachedPage>()
  private readonly inflight = new Map<string, { epoch: number; gen: number; promise: Promise<CachedPage | undefined> }>()
  private readonly generations = new Map<string, number>()
  private epoch = 0
  private trusted: boolean

  constructor(opts: { trusted: boolean }) {
    this.trusted = opts.trusted
  }

  /** A hit without a promise: the hot path of every page read. */
  peek(slug: string): CachedPage | undefined {
    return this.pages.get(slug)
  }

  /** The last page known, for when the database cannot be reached. */
  lastKnown(slug: string): CachedPage | undefined {
    return this.pages.get(slug) ?? this.fallback.get(slug)
  }

  load(slug: string, loader: () => Promise<string | undefined>): Promise<CachedPage | undefined> {
    const hit = this.pages.get(slug)
    if (hit) return Promise.resolve(hit)
    const epoch = this.epoch
    const gen = this.generations.get(slug) ?? 0
    const running = this.inflight.get(slug)
    if (running && running.epoch === epoch && running.gen === gen) return running.promise
    const promise = loader()
      .then((body) => {
        if (body === undefined) return undefined
        const page = new CachedPage(body)
        if (epoch === this.epoch && gen === (this.generations.get(slug) ?? 0)) (this.trusted ? this.pages : this.fallback).set(slug, page)
        return page
      })
      .finally(() => {
        if (this.inflight.get(slug)?.promise === promise) this.inflight.delete(slug)
      })
    this.inflight.set(slug, { epoch, gen, promise })
    return promise
  }

  /** The page changed: drop it, and keep no load that was already running. */
  drop(slug: string): void {
    this.generations.set(slug, (this.generations.get(slug) ?? 0) + 1)
    this.pages.delete(slug)
    this.fallback.delete(slug)
    this.inflight.delete(slug)
  }

  /** Changes may go unheard (the listener is down): stop trusting, keep the pages aside. */
  distrust(): void {
    if (!this.trusted) return
    this.trusted = false
    this.epoch += 1
    for (const [slug, page] of this.pages) this.fallback.set(slug, page)
    this.pages.clear()
    this.inflight.clear()
  }

  /** Listening again: notifications may have been missed meanwhile, so every page is dropped. */
  trustAgain(): void {
    this.trusted = true
    this.epoch += 1
    this.pages.clear()
    this.fallback.clear()
    this.inflight.clear()
  }
}
