/**
 * List windows: which items of a list block one place on a page shows. A paged place shows one
 * page of the items its address's filters keep (`?industry=…&solution=…&page=2`); another shows
 * the first few (Resources' featured strip, the solution pages' slider). The server cuts what
 * visitors read down to that window (GET /v1/pages/{slug}?window={order}&…), so a page of 15
 * stories never downloads 1,000; in edit mode the browser reads whole pages and cuts the same
 * window itself. The rules are here, with every block schema; the cutting is in window-cut.ts.
 */

/** spec §3: the option id that means 'no filter'. */
export const ALL_OPTIONS = 'all'

/** The option a query value names: one of `options`, else 'all' (no filter). */
export function chosenOption(value: string | null | undefined, options: readonly { id: string }[]): string {
  return value && options.some((o) => o.id === value) ? value : ALL_OPTIONS
}

/** Whether an item with these categories shows under the chosen options: it holds each one that is not 'all'. */
export function matchesOptions(categories: readonly string[], chosen: readonly string[]): boolean {
  return chosen.every((option) => option === ALL_OPTIONS || categories.includes(option))
}

type Content = Record<string, unknown>
type Item = Record<string, unknown>

/** One filter of a list, read from the address parameter `param`. */
export interface ListFilter {
  param: string
  /** The value the filter takes for the parameter's value: one the content offers, else ALL_OPTIONS. */
  choose(value: string | null | undefined, content: Content): string
  /** Whether an item shows under a chosen value other than ALL_OPTIONS. */
  keeps(item: Item, chosen: string): boolean
}

/** A list block's rule: the field that holds its items, how many a page shows, its filters. */
export interface ListRule {
  list: string
  perPage: number
  filters: readonly ListFilter[]
}

/** What a place shows of its list: pages chosen by the address, or the first `first` items. */
export type WindowSpec = 'paged' | { first: number }

/**
 * A visitor's read of one window (GET /v1/pages/{slug}?window={order}&…): the list block at
 * `order`, cut to its first `first` items, or else to the page the address's parameters choose
 * (`params`: its filters and `page`, as the address has them).
 */
export interface WindowRead {
  order: number
  first?: number
  params: Readonly<Record<string, string>>
}

/** The window a visitor read was cut to (on the block in the answer): the items it kept match `total` items in all, and are page `page`. */
export interface WindowMeta {
  total: number
  page: number
}

/** Where a window stands: the indexes (into the whole list) of the items shown, and the page among `pages`. */
export interface WindowState {
  shown: number[]
  total: number
  page: number
  pages: number
  /** The filters' values as chosen (unknown ones read as ALL_OPTIONS): with the page, what tells two windows apart. */
  chosen: string[]
}

/** The address parameters a window reads: the filters' and the page's; none for the first few. */
export const windowParams = (rule: ListRule, spec: WindowSpec): string[] =>
  spec === 'paged' ? [...rule.filters.map((f) => f.param), 'page'] : []

/** A filter by category options (customer stories, our clients): the options are a list of the content, items name them in `categories`. */
export function categoryFilter(param: string, options: (content: Content) => unknown): ListFilter {
  const optionsOf = (content: Content) => {
    const found = options(content)
    return Array.isArray(found) ? (found as { id: string }[]) : []
  }
  return {
    param,
    choose: (value, content) => chosenOption(value, optionsOf(content)),
    keeps: (item, chosen) => Array.isArray(item.categories) && matchesOptions(item.categories as string[], [chosen]),
  }
}
