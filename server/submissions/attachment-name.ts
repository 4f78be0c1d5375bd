/**
 * Characters a file name never needs: control characters (PostgreSQL refuses NUL), bidi
 * controls (U+202E turns `CV‮fdp.hta` into what reads as `CVath.pdf`) and line separators.
 */
const UNSAFE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/gu
const MAX_CHARS = 200

/**
 * The name an attachment is shown and downloaded under: the visitor's name for it, cleaned,
 * with the extension of what its bytes are. `CV.hta` holding a PDF is `CV.pdf`, so the saved
 * file opens in a PDF reader and never as an HTML application. Applied when the file is
 * accepted and again when a name is shown, for rows stored before.
 */
export function attachmentName(sent: string, ext: string): string {
  const base = sent.replace(UNSAFE, '').split(/[/\\]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  const stem = (dot > 0 ? base.slice(0, dot) : base).replace(/^[\s.]+|[\s.]+$/g, '')
  // By code point: a cut between the halves of a surrogate pair is not UTF-8 PostgreSQL takes.
  const kept = [...stem].slice(0, MAX_CHARS - ext.length - 1).join('')
  return `${kept || 'attachment'}.${ext}`
}
