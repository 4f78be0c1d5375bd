/** VITE_API_BASE_URL, default '/api' (same origin). */
export const API_BASE: string = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api'

/** Stored paths such as /data/uploads/x.png are shown from the API; other paths and URLs as they are. */
export function mediaUrl(src: string | undefined): string {
  if (!src) return ''
  return src.startsWith('/data/') ? `${API_BASE}${src}` : src
}
