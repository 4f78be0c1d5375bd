import { ALL_OPTIONS, type ListRule, type WindowMeta, type WindowRead, type WindowSpec, type WindowState } from './list-window.ts'

/**
 * Cutting a list to a window: the server cuts what visitors read, the browser cuts whole lists
 * in edit mode. Kept apart from the rules (list-window.ts), which every block schema carries: a
 * visitor's first load needs the rules, not this.
 */

type Content = Record<string, unknown>
type Item = Record<string, unknown>

/** How many pages `count` items make at `perPage` a page (at least one). */
export const pageCount = (count: number, perPage: number) => Math.max(1, Math.ceil(count / perPage))

/** The page a query value names: a whole number from 1 to `total`; anything else is page 1, beyond the last the last. */
export function pageFromQuery(value: string | null | undefined, total: number): number {
  const n = value && /^\d{1,6}$/.test(value) ? Number(value) : 1
  return Math.min(Math.max(1, n), total)
}

/** The items of one page. */
export const pageSlice = <T>(items: readonly T[], page: number, perPage: number): T[] => items.slice((page - 1) * perPage, page * perPage)

/** The spec and parameters of a window read. */
export const readSpec = (read: WindowRead): WindowSpec => (read.first === undefined ? 'paged' : { first: read.first })

const itemsOf = (content: Content, rule: ListRule): readonly Item[] => {
  const items = content[rule.list]
  return Array.isArray(items) ? (items as Item[]) : []
}

/** The window a place shows of the whole list, for the address's parameters (`param(name)`). */
export function windowState(
  rule: ListRule,
  spec: WindowSpec,
  content: Content,
  param: (name: string) => string | null | undefined,
): WindowState {
  const items = itemsOf(content, rule)
  if (spec !== 'paged') {
    const shown = items.slice(0, spec.first).map((_, i) => i)
    return { shown, total: items.length, page: 1, pages: 1, chosen: [] }
  }
  const chosen = rule.filters.map((f) => f.choose(param(f.param), content))
  const active = rule.filters.flatMap((f, i) => (chosen[i] === ALL_OPTIONS ? [] : [[f, chosen[i] as string] as const]))
  const matching: number[] = []
  items.forEach((item, i) => {
    if (active.every(([f, value]) => f.keeps(item, value))) matching.push(i)
  })
  const pages = pageCount(matching.length, rule.perPage)
  const page = pageFromQuery(param('page'), pages)
  return { shown: pageSlice(matching, page, rule.perPage), total: matching.length, page, pages, chosen }
}

/** The window's state when the server already cut the list to it: every item given is shown. */
export function cutWindowState(rule: ListRule, content: Content, meta: WindowMeta): WindowState {
  const shown = itemsOf(content, rule).map((_, i) => i)
  return { shown, total: meta.total, page: meta.page, pages: pageCount(meta.total, rule.perPage), chosen: [] }
}

/** The content cut to a window (a copy; `content` is not changed), and what the window holds. */
export function cutToWindow(rule: ListRule, content: Content, state: WindowState): { content: Content; meta: WindowMeta } {
  const items = itemsOf(content, rule)
  return { content: { ...content, [rule.list]: state.shown.map((i) => items[i]) }, meta: { total: state.total, page: state.page } }
}
