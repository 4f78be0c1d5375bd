import type { PreviewCreated, PreviewState } from '../../schemas/wire/preview.ts'
import { apiFetch } from './client.ts'

export interface PreviewLink {
  id: string
  path: string
  created_at: string
  created_by: string | null
  expires_at: string
}

export const createPreview = (path: string) => apiFetch<PreviewCreated>('/v1/previews', { method: 'POST', body: JSON.stringify({ path }) })

export const listPreviews = () => apiFetch<{ previews: PreviewLink[] }>('/v1/previews')

export const revokePreview = (id: string) => apiFetch<void>(`/v1/previews/${encodeURIComponent(id)}`, { method: 'DELETE' })

/** What a preview link shows and until when; an HttpError 410 once it ended, 404 when unknown. */
export const previewState = (token: string) => apiFetch<PreviewState>(`/v1/previews/links/${encodeURIComponent(token)}`)
