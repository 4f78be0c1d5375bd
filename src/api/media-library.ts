import type { UploadListDto } from '../../schemas/wire/upload.ts'
import { apiFetch } from './client.ts'

export type { UploadItemDto } from '../../schemas/wire/upload.ts'

/** GET /v1/uploads: the media library, newest first. */
export function fetchUploads(kind: 'image' | 'video' | 'icon', offset = 0, limit = 60): Promise<UploadListDto> {
  return apiFetch<UploadListDto>(`/v1/uploads?kind=${kind}&offset=${offset}&limit=${limit}`, { cache: 'no-store' })
}
