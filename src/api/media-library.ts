import type { UploadListDto } from '../../schemas/wire/upload.ts'
import { apiFetch } from './client.ts'

export type { UploadItemDto, UploadUseDto } from '../../schemas/wire/upload.ts'

/** GET /v1/uploads: the media library, newest first; `q` searches file names and alt texts. */
export function fetchUploads(kind: 'image' | 'video' | 'icon', offset = 0, limit = 60, q = ''): Promise<UploadListDto> {
  const search = q.trim() ? `&q=${encodeURIComponent(q.trim())}` : ''
  return apiFetch<UploadListDto>(`/v1/uploads?kind=${kind}&offset=${offset}&limit=${limit}${search}`, { cache: 'no-store' })
}

/** DELETE /v1/uploads/{name}: a file pages show needs `force` (else 409 UPLOAD_IN_USE, with the pages). */
export function deleteUpload(url: string, force: boolean): Promise<void> {
  const name = url.slice(url.lastIndexOf('/') + 1)
  return apiFetch<void>(`/v1/uploads/${encodeURIComponent(name)}${force ? '?force=true' : ''}`, { method: 'DELETE' })
}
