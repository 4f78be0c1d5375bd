import { PREVIEW_PARAM } from '../../schemas/wire/preview.ts'

let token: string | null | undefined

/**
 * The preview link's token this tab was opened with (`?preview=`), kept while the visitor moves
 * around the site. Null on the server and for everyone else: the server serves a preview as a
 * shell the browser renders, so reading the address here never disagrees with server HTML.
 */
export function previewToken(): string | null {
  if (token === undefined) token = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get(PREVIEW_PARAM)
  return token
}
