import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/** A rendered page as it is sent: the HTML, its ETag, and compressed copies made once. */
export class RenderedPage {
  readonly etag: string
  private readonly variants: Partial<Record<Encoding, Buffer>> = {}

  constructor(
    readonly status: number,
    readonly html: string,
    /** The pages it shows: a write to any of them drops it. */
    readonly slugs: readonly string[],
    /** Where a redirect sends the visitor. */
    readonly location?: string,
  ) {
    this.etag = `"${createHash('sha1').update(html).digest('base64url')}"`
  }

  encoded(encoding: Encoding | undefined): { body: string | Buffer; encoding?: Encoding; etag: string } {
    if (!encoding) return { body: this.html, etag: this.etag }
    let bytes = this.variants[encoding]
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.html, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
            })
          : gzipSync(this.html, { level: 9 })
      this.variants[encoding] = bytes
    }
    return { body: bytes, encoding, etag: `${this.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"` }
  }
}

const MAX_ENTRIES = 2000

/**
 * Rendered HTML per path, query and language. It is dropped with the pages it shows, on the same
 * signals as the page cache (a local write, NOTIFY from another process, a lost listener), and
 * holds at most MAX_ENTRIES (the oldest go first), so odd query strings cannot fill memory.
 */
export class HtmlCache {
  private readonly entries = new Map<string, RenderedPage>()
  private readonly inflight = new Map<string, Promise<RenderedPage | undefined>>()
  private generation = 0

  get(key: string): RenderedPage | undefined {
    return this.entries.get(key)
  }

  /** One render per key for every visitor waiting on it; kept only if nothing changed meanwhile. */
  load(
    key: string,
    render: () => Promise<RenderedPage | undefined>,
    cacheable: (page: RenderedPage) => boolean,
  ): Promise<RenderedPage | undefined> {
    const hit = this.entries.get(key)
    if (hit) return Promise.resolve(hit)
    const running = this.inflight.get(key)
    if (running) return running
    const generation = this.generation
    const promise = render()
      .then((page) => {
        if (page && generation === this.generation && cacheable(page)) {
          if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string)
          this.entries.set(key, page)
        }
        return page
      })
      .finally(() => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key)
      })
    this.inflight.set(key, promise)
    return promise
  }

  /** A block of `slug` changed: every page showing it goes. */
  dropSlug(slug: string): void {
    this.generation += 1
    this.inflight.clear()
    for (const [key, page] of this.entries) if (page.slugs.includes(slug)) this.entries.delete(key)
  }

  clear(): void {
    this.generation += 1
    this.inflight.clear()
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }
}
