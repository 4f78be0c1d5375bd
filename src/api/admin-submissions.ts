import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { FormKind, NewsletterList, SubmissionDto, SubmissionList } from '../../schemas/wire/submission.ts'
import { apiFetch, toHttpError, withAuthRetry } from './client.ts'
import { API_BASE } from './config.ts'

export type { FormKind, SubmissionDto }

export interface SubmissionFilter {
  form?: FormKind
  handled?: boolean
}

const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v))
  const text = q.toString()
  return text ? `?${text}` : ''
}

const filterParams = (f: SubmissionFilter) => ({ form: f.form, handled: f.handled === undefined ? undefined : String(f.handled) })

export const submissionsKey = ['admin', 'submissions'] as const

/** GET /v1/submissions (administrators): newest first, `limit` at a time from `offset`. */
export const submissionsQuery = (filter: SubmissionFilter, limit: number) =>
  queryOptions({
    queryKey: [...submissionsKey, filter, limit],
    queryFn: () => apiFetch<SubmissionList>(`/v1/submissions${query({ ...filterParams(filter), offset: 0, limit })}`),
    placeholderData: keepPreviousData,
  })

export const newsletterQuery = (limit: number) =>
  queryOptions({
    queryKey: ['admin', 'newsletter', limit],
    queryFn: () => apiFetch<NewsletterList>(`/v1/newsletter${query({ offset: 0, limit })}`),
    placeholderData: keepPreviousData,
  })

export const useSubmissions = (filter: SubmissionFilter, limit: number, enabled: boolean) =>
  useQuery({ ...submissionsQuery(filter, limit), enabled })

export const useNewsletterSignups = (limit: number, enabled: boolean) => useQuery({ ...newsletterQuery(limit), enabled })

/** PATCH /v1/submissions/{id} {handled}: shown at once, put back if the server refuses. */
export function useMarkHandled() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      apiFetch<SubmissionDto>(`/v1/submissions/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify({ handled }) }),
    onMutate: async ({ id, handled }) => {
      await qc.cancelQueries({ queryKey: submissionsKey })
      const previous = qc.getQueriesData<SubmissionList>({ queryKey: submissionsKey })
      const handledAt = handled ? new Date().toISOString() : null
      qc.setQueriesData<SubmissionList>({ queryKey: submissionsKey }, (list) =>
        list ? { ...list, items: list.items.map((s) => (s.id === id ? { ...s, handled_at: handledAt } : s)) } : list,
      )
      return { previous }
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.previous ?? []) qc.setQueryData(key, data)
    },
    onSettled: () => qc.invalidateQueries({ queryKey: submissionsKey }),
  })
}

/** A file the API hands administrators (an attachment, a CSV export), saved under `name`. */
export async function downloadFile(path: string, name: string): Promise<void> {
  const res = await withAuthRetry((token) => fetch(`${API_BASE}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }))
  if (!res.ok) throw await toHttpError(res)
  const url = URL.createObjectURL(await res.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export const attachmentPath = (id: string) => `/v1/submissions/${encodeURIComponent(id)}/attachment`
export const submissionsCsvPath = (filter: SubmissionFilter) => `/v1/submissions.csv${query(filterParams(filter))}`
export const NEWSLETTER_CSV_PATH = '/v1/newsletter.csv'
