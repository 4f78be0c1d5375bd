import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AuditAction, AuditEntryDto, AuditFacetsDto, AuditListDto } from '../../schemas/wire/audit.ts'
import { apiFetch } from './client.ts'

export type { AuditAction, AuditEntryDto }

/** The audit page's filters, as its address carries them. */
export interface AuditFilter {
  person?: string
  page?: string
  from?: string
  to?: string
}

/** The query string of the filters (and the page number), as GET /v1/audit and /v1/audit.csv read it. */
export function auditQuery(filter: AuditFilter, paging?: { pageNo: number; limit: number }): string {
  const q = new URLSearchParams()
  for (const key of ['person', 'page', 'from', 'to'] as const) {
    const value = filter[key]
    if (value) q.set(key, value)
  }
  if (paging) {
    if (paging.pageNo > 1) q.set('page_no', String(paging.pageNo))
    q.set('limit', String(paging.limit))
  }
  const text = q.toString()
  return text ? `?${text}` : ''
}

export const AUDIT_PAGE_SIZE = 25

/** GET /v1/audit (administrators): one page of entries, newest first. */
export const useAuditLog = (filter: AuditFilter, pageNo: number, enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'audit', filter, pageNo],
    queryFn: () => apiFetch<AuditListDto>(`/v1/audit${auditQuery(filter, { pageNo, limit: AUDIT_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
    enabled,
  })

/** GET /v1/audit/facets: whom and which pages the filters offer. */
export const useAuditFacets = (enabled: boolean) =>
  useQuery({ queryKey: ['admin', 'audit', 'facets'], queryFn: () => apiFetch<AuditFacetsDto>('/v1/audit/facets'), enabled })
