import type { WindowSpec } from '../schemas/list-window.ts'

/**
 * What a page is made of, as the engine reads it: each slot is an order number drawn with one
 * registry key. `page-layouts/types.ts` narrows the keys to registered blocks.
 */
export interface LayoutSlot<K extends string = string> {
  order: number
  block: K
  /** Top-level fields this page does not use: not rendered and not offered in the editor. */
  hide?: readonly string[]
  /**
   * What this page shows where a top-level field is left empty (spec: OpenSesame's block 4 says
   * 'Request a demo' when it has no button text). Visitors see it; the stored field stays empty.
   */
  fallback?: Readonly<Record<string, unknown>>
  /** Draw the block with another of its type's views (the registry's `views`), not its own component. */
  view?: string
  /**
   * This place draws one list item's own page (fields marked `itemPage`, e.g. a story's page):
   * the route parameter that names the item (e.g. 'storyId'). Visitors read the page it draws
   * from with that item alone, whole (GET /v1/pages/{slug}?item={id}); everywhere else they read
   * pages as lists draw them, without item pages (?view=summary).
   */
  item?: string
  /**
   * This place shows a window of the block's list (a list block, see schemas/list-window.ts):
   * 'paged', the page its address's filters and `page` choose; or the first few items. Visitors
   * read only that window (GET /v1/pages/{slug}?window={order}&…).
   */
  window?: WindowSpec
}

/** A block read from another page, drawn at `order` on this one (and saved to its own page). */
export interface LayoutSource<K extends string = string> extends LayoutSlot<K> {
  from: { page: string; order: number }
  /**
   * Drawn inside this page's own block at the same order, not as a block of its own: that
   * block's component places it (useNestedBlock). Home's 'insights and events' is home's block 7
   * (its title and texts) showing the posts of resources block 3.
   */
  inside?: boolean
}

export interface LayoutShape<K extends string = string> {
  page: string
  blocks: readonly LayoutSlot<K>[]
  sources?: readonly LayoutSource<K>[]
  /** Order numbers the page does not show (spec: 'unused'); the server never hands them out. */
  unused?: readonly number[]
  /** The page's own message when it has no block of this type (e.g. 'Privacy Policy content not found!'). */
  missing?: { block: K; message: string }
}

/** The pages a layout reads for one item's own page, each with the route parameter naming the item (see LayoutSlot.item). */
export function itemReads(layout: LayoutShape): ReadonlyMap<string, string> {
  const reads = new Map<string, string>()
  for (const slot of layout.blocks) if (slot.item) reads.set(layout.page, slot.item)
  for (const source of layout.sources ?? []) if (source.item) reads.set(source.from.page, source.item)
  return reads
}

/** One read a layout makes for visitors: a page, with the window one of its places shows (if any). */
export interface PageReadPlan {
  slug: string
  /** The windowed place: the order of the block it shows, its registry key, and its window. */
  window?: { order: number; block: string; spec: WindowSpec }
}

/**
 * The reads a layout makes for visitors, and which one each place draws from: the page's own
 * slots from `reads[own]`, source i from `reads[sources[i]]`. A page is read once, with the
 * window of its first windowed slot; a source that shows a window of its own (Resources' featured
 * strip beside the paged list of the same block) reads the page again for it. Every read holds
 * every block of its page, only the windowed block cut. Editors read each page once, whole.
 */
export function layoutReads(layout: LayoutShape): { reads: PageReadPlan[]; own: number; sources: number[] } {
  const reads: PageReadPlan[] = []
  const sameWindow = (a: PageReadPlan['window'], b: PageReadPlan['window']) =>
    a?.order === b?.order && JSON.stringify(a?.spec) === JSON.stringify(b?.spec)
  const add = (read: PageReadPlan) => {
    const found = reads.findIndex((r) => r.slug === read.slug && sameWindow(r.window, read.window))
    if (found >= 0) return found
    reads.push(read)
    return reads.length - 1
  }
  const windowed = layout.blocks.find((slot) => slot.window)
  const own = add({
    slug: layout.page,
    ...(windowed?.window ? { window: { order: windowed.order, block: windowed.block, spec: windowed.window } } : {}),
  })
  const sources = (layout.sources ?? []).map((source) => {
    if (source.window)
      return add({ slug: source.from.page, window: { order: source.from.order, block: source.block, spec: source.window } })
    // Any read of the page will do, unless it cut this very block.
    const shared = reads.findIndex((r) => r.slug === source.from.page && r.window?.order !== source.from.order)
    return shared >= 0 ? shared : add({ slug: source.from.page })
  })
  return { reads, own, sources }
}
