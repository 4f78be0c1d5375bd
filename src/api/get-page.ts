import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import type { WindowRead } from '../../schemas/list-window.ts'
import type { PageView } from '../../schemas/wire/page-view.ts'
import { previewToken } from '../preview/preview-token.ts'
import { apiFetch } from './client.ts'
import type { PageData } from './types.ts'

export const pageKey = (slug: string) => ['page', slug] as const
/**
 * The page as lists read it (`view=summary`). Its key starts with the page's, so invalidating a
 * page invalidates its summary too.
 */
export const summaryKey = (slug: string) => ['page', slug, 'summary'] as const
/** The page as item `id`'s own page reads it (`item={id}`); under the page's key as the summary is. */
const itemKey = (slug: string, id: string) => ['page', slug, 'item', id] as const

/** The page as one place's window reads it (`window={order}&…`); under the page's key as the summary is. */
const windowKey = (slug: string, read: WindowRead) => ['page', slug, 'window', windowQuery(read)] as const

export type { PageView }

/** A window read's query: its order, then its first few or the address's parameters, in a fixed order. */
function windowQuery(read: WindowRead): string {
  const query = new URLSearchParams({ window: String(read.order) })
  if (read.first !== undefined) query.set('first', String(read.first))
  else for (const name of Object.keys(read.params).sort()) query.set(name, read.params[name] as string)
  return query.toString()
}

const queryOf = (view: PageView) =>
  view.kind === 'summary'
    ? '?view=summary'
    : view.kind === 'item'
      ? `?item=${encodeURIComponent(view.id)}`
      : view.kind === 'window'
        ? `?${windowQuery(view)}`
        : ''

/**
 * GET /v1/pages/{slug}. `cache: 'no-cache'` lets the browser keep the answer and revalidate it
 * with its ETag (If-None-Match → 304, no body), instead of the spec's cache-busting `_`
 * parameter, which made every read a full download.
 */
export function fetchPage(slug: string, view: PageView = { kind: 'whole' }): Promise<PageData> {
  // A preview link's holder reads drafts with its token; a signed-in person's own token comes first.
  const preview = previewToken()
  const headers = preview ? { Authorization: `Preview ${preview}` } : undefined
  return apiFetch<PageData>(`/v1/pages/${encodeURIComponent(slug)}${queryOf(view)}`, { cache: 'no-cache', headers })
}

/**
 * The fetched page, except that a block this client already holds at a higher version is kept:
 * versions only grow, so an answer that was on its way while the editor saved cannot bring the
 * old content back on screen.
 */
export function keepNewerBlocks(held: PageData | undefined, fetched: PageData): PageData {
  if (!held) return fetched
  const newer = new Map(held.blocks.map((b) => [b.id, b]))
  return { ...fetched, blocks: fetched.blocks.map((b) => ((newer.get(b.id)?.version ?? 0) > b.version ? (newer.get(b.id) ?? b) : b)) }
}

/** A page read one way (PageView), kept under its own key; a block held at a higher version is kept (keepNewerBlocks). */
const viewQuery = (slug: string, view: PageView) => {
  const key = viewKey(slug, view)
  return queryOptions({
    queryKey: key,
    queryFn: async ({ client }) => keepNewerBlocks(client.getQueryData<PageData>(key), await fetchPage(slug, view)),
    staleTime: 30_000,
    retry: 1,
  })
}

/** The whole page: what editors read, and the base of every edit. */
export const pageQuery = (slug: string) => viewQuery(slug, { kind: 'whole' })

export const usePage = (slug: string) => useQuery(pageQuery(slug))

/**
 * The page as stored now, for checking a change against: the cache can still hold a read made
 * before the editing session (a visitor's, without drafts). A read already on its way is shared.
 */
export const storedPage = (qc: QueryClient, slug: string) => qc.fetchQuery({ ...pageQuery(slug), staleTime: 0 })

/**
 * What visitors read: a list's page without the fields only list items' own pages show, or an
 * item's own page with that item alone; the same for everyone. Never the base of an edit.
 */
export const visitorQuery = (slug: string, view: Exclude<PageView, { kind: 'whole' }>) => viewQuery(slug, view)

/** The query key a page is kept under when read this way. */
export const viewKey = (slug: string, view: PageView): readonly string[] =>
  view.kind === 'whole'
    ? pageKey(slug)
    : view.kind === 'item'
      ? itemKey(slug, view.id)
      : view.kind === 'window'
        ? windowKey(slug, view)
        : summaryKey(slug)
