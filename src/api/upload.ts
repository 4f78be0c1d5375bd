import { toHttpError, withAuthRetry } from './client.ts'
import { API_BASE } from './config.ts'

function xhrUpload(file: File, kind: 'icon' | 'media', token: string | null, onProgress: (percent: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${API_BASE}/v1/uploads/${kind === 'icon' ? '?kind=icon' : ''}`)
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100))
    }
    xhr.onload = () =>
      resolve(new Response(xhr.responseText || null, { status: xhr.status, headers: { 'content-type': 'application/json' } }))
    xhr.onerror = () => reject(new Error('Network error'))
    const form = new FormData()
    form.append('file', file)
    xhr.send(form)
  })
}

/** POST /v1/uploads/ with upload progress; a 401 goes through the same refresh flow as every call. */
export async function uploadFile(
  file: File,
  opts: { kind?: 'icon' | 'media'; onProgress?: (percent: number) => void } = {},
): Promise<string> {
  const res = await withAuthRetry((token) => xhrUpload(file, opts.kind ?? 'media', token, opts.onProgress ?? (() => undefined)))
  if (!res.ok) throw await toHttpError(res)
  return ((await res.json()) as { url: string }).url
}
