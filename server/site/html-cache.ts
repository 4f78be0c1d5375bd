import { CachedPage } from '../page-cache.ts'

/** A rendered answer: the HTML (compressed once, like a page answer), or a redirect. */
export class RenderedPage {
  readonly document: CachedPage

  constructor(
    readonly status: number,
    html: string,
    /** The pages it shows, each at the version it was read: a write to any of them makes it stale. */
    readonly versions: Readonly<Record<string, number>>,
    /** Where a redirect sends the visitor. */
    readonly location?: string,
  ) {
    this.document = new CachedPage(html)
  }

  get slugs(): string[] {
    return Object.keys(this.versions)
  }
}

const MAX_ENTRIES = 2000

/**
 * Rendered HTML per path, query and language. It follows the page cache: a page dropped there
 * (a local write, another process's NOTIFY) drops every HTML showing it, and a clear (a new
 * LISTEN connection) drops all. Where several processes share PostgreSQL, a kept HTML is also
 * checked against its pages' versions before it is sent (see ssr.ts). At most MAX_ENTRIES are
 * kept (the oldest go first), so odd query strings cannot fill memory.
 */
export class HtmlCache {
  private readonly entries = new Map<string, RenderedPage>()
  private readonly inflight = new Map<string, Promise<RenderedPage>>()
  private generation = 0

  get(key: string): RenderedPage | undefined {
    return this.entries.get(key)
  }

  /** One render per key for every visitor waiting on it; kept only if no page changed meanwhile. */
  load(key: string, render: () => Promise<RenderedPage>, cacheable: (page: RenderedPage) => boolean): Promise<RenderedPage> {
    const running = this.inflight.get(key)
    if (running) return running
    const generation = this.generation
    const promise = render()
      .then((page) => {
        if (generation === this.generation && cacheable(page)) {
          this.entries.delete(key)
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

  /** A page changed (a slug), or anything may have (undefined): what showed it goes. */
  drop(slug: string | undefined): void {
    this.generation += 1
    this.inflight.clear()
    if (slug === undefined) this.entries.clear()
    else for (const [key, page] of this.entries) if (slug in page.versions) this.entries.delete(key)
  }

  forget(key: string): void {
    this.entries.delete(key)
  }

  get size(): number {
    return this.entries.size
  }
}
