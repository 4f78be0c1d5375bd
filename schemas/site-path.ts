/**
 * Whether a link or media path that starts with '/' stays on this site. Browsers read '//host'
 * and '/\host' as another host, and they decode percent-escapes and drop tabs and line breaks
 * before they look, so the check runs on the decoded text. A path whose escapes cannot be
 * decoded is refused too. Values that do not start with '/' (anchors, http(s), mailto, tel)
 * are not site paths and pass.
 */
export function isSameSitePath(value: string): boolean {
  if (!value.startsWith('/')) return true
  // Nearly every path has nothing to decode or drop: one look at its start is enough.
  if (!/[%\t\n\r]/.test(value)) return !/^\/[/\\]/.test(value)
  let text = value
  for (let i = 0; i < 4; i++) {
    const cleaned = text.replace(/[\t\n\r]/g, '')
    if (/^\/[/\\]/.test(cleaned)) return false
    let decoded: string
    try {
      decoded = decodeURIComponent(cleaned)
    } catch {
      return false
    }
    if (decoded === cleaned) return true
    text = decoded
  }
  return false
}

export const SAME_SITE_PATH_MESSAGE = 'A site path starts with one / followed by a page name, not // or /\\'
