import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from './client.ts'
import type { PageData } from './types.ts'

export const pageKey = (slug: string) => ['page', slug] as const

export function fetchPage(slug: string): Promise<PageData> {
  // spec §7: a cache-busting `_` parameter; ETags still spare the body when nothing changed.
  return apiFetch<PageData>(`/v1/pages/${encodeURIComponent(slug)}?_=${Date.now()}`)
}

export const pageQuery = (slug: string) =>
  queryOptions({ queryKey: pageKey(slug), queryFn: () => fetchPage(slug), staleTime: 30_000, retry: 1 })

export const usePage = (slug: string) => useQuery(pageQuery(slug))
