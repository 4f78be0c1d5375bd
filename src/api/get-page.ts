import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from './client.ts'
import type { PageData } from './types.ts'

export const pageKey = (slug: string) => ['page', slug] as const
/**
 * The page as lists read it (`view=summary`). Its key starts with the page's, so invalidating a
 * page invalidates its summary too.
 */
export const summaryKey = (slug: string) => ['page', slug, 'summary'] as const

/**
 * GET /v1/pages/{slug}. `cache: 'no-cache'` lets the browser keep the answer and revalidate it
 * with its ETag (If-None-Match → 304, no body), instead of the spec's cache-busting `_`
 * parameter, which made every read a full download.
 */
export function fetchPage(slug: string, view?: 'summary'): Promise<PageData> {
  return apiFetch<PageData>(`/v1/pages/${encodeURIComponent(slug)}${view ? `?view=${view}` : ''}`, { cache: 'no-cache' })
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

export const pageQuery = (slug: string) =>
  queryOptions({
    queryKey: pageKey(slug),
    queryFn: async ({ client }) => keepNewerBlocks(client.getQueryData<PageData>(pageKey(slug)), await fetchPage(slug)),
    staleTime: 30_000,
    retry: 1,
  })

export const usePage = (slug: string) => useQuery(pageQuery(slug))

/**
 * What visitors' lists read: published content without the fields only list items' own pages
 * show (a story's page), the same for everyone. Never the base of an edit: editors read whole
 * pages (pageQuery).
 */
export const summaryQuery = (slug: string) =>
  queryOptions({
    queryKey: summaryKey(slug),
    queryFn: async ({ client }) => keepNewerBlocks(client.getQueryData<PageData>(summaryKey(slug)), await fetchPage(slug, 'summary')),
    staleTime: 30_000,
    retry: 1,
  })

/**
 * The page as stored now, for checking a change against: the cache can still hold a read made
 * before the editing session (a visitor's, without drafts). A read already on its way is shared.
 */
export const storedPage = (qc: QueryClient, slug: string) => qc.fetchQuery({ ...pageQuery(slug), staleTime: 0 })
