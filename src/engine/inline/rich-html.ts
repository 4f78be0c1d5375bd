/**
 * Restricted HTML (p, strong, b, em, ul, ol, li, br, a[href]) read into a tree, so that it can be
 * rendered as React elements on the server and in the browser alike: nothing is ever inserted
 * as HTML, other tags keep only their text, and a link keeps only a safe href.
 */
export type RichNode = string | { tag: RichTag; href?: string; children: RichNode[] }
export type RichTag = 'p' | 'strong' | 'b' | 'em' | 'ul' | 'ol' | 'li' | 'br' | 'a'

const TAGS = new Set<string>(['p', 'strong', 'b', 'em', 'ul', 'ol', 'li', 'br', 'a'])
const SAFE_HREF = /^(\/(?![/\\])[^\s]*|#[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s()-]+)$/i
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

function hrefOf(attrs: string): string | undefined {
  const m = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs)
  const href = decode(m?.[1] ?? m?.[2] ?? m?.[3] ?? '').trim()
  return SAFE_HREF.test(href) ? href : undefined
}

/** Text without tags reads as plain text does everywhere else: each line a paragraph. */
function plain(text: string): RichNode[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({ tag: 'p' as const, children: [line] }))
}

export function parseRichHtml(html: string): RichNode[] {
  if (!/<[a-z/]/i.test(html)) return plain(decode(html))
  const root: RichNode[] = []
  const stack: { tag: RichTag; href?: string; children: RichNode[] }[] = []
  const current = () => stack[stack.length - 1]?.children ?? root
  const tagPattern = /<(\/?)([a-z][a-z0-9]*)([^>]*)>|<!--[\s\S]*?-->/gi
  let last = 0
  for (let m = tagPattern.exec(html); m; m = tagPattern.exec(html)) {
    const text = html.slice(last, m.index)
    if (text) current().push(decode(text))
    last = m.index + m[0].length
    const name = (m[2] ?? '').toLowerCase()
    if (!m[2] || !TAGS.has(name)) continue
    const tag = name as RichTag
    if (m[1]) {
      const at = stack.map((n) => n.tag).lastIndexOf(tag)
      if (at >= 0) stack.length = at
    } else if (tag === 'br') current().push({ tag, children: [] })
    else {
      const node = { tag, ...(tag === 'a' ? { href: hrefOf(m[3] ?? '') } : {}), children: [] }
      current().push(node)
      stack.push(node)
    }
  }
  const rest = html.slice(last)
  if (rest) current().push(decode(rest.replace(/<[^>]*$/, '')))
  return root
}
