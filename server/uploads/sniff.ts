export type MediaKind = 'image' | 'video'

export interface SniffedType {
  ext: 'png' | 'jpg' | 'gif' | 'webp' | 'avif' | 'svg' | 'mp4' | 'webm'
  mime: string
  kind: MediaKind
}

const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VP', 'dash', 'MSNV', 'f4v '])
const AVIF_BRANDS = new Set(['avif', 'avis'])

const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString('latin1')

function looksLikeSvg(head: Buffer): boolean {
  if (head.includes(0)) return false
  let text = head.toString('utf8').replace(/^\uFEFF/, '')
  // Skip the prolog: XML declaration, comments, doctype, whitespace.
  for (;;) {
    const before = text
    text = text
      .replace(/^\s+/, '')
      .replace(/^<\?xml[\s\S]*?\?>/, '')
      .replace(/^<!--[\s\S]*?-->/, '')
      .replace(/^<!DOCTYPE\s+svg[^>]*>/i, '')
    if (text === before) break
  }
  return /^<svg[\s>]/.test(text)
}

/** The file's type from its first bytes; its name and the client's declared type are never trusted. */
export function sniff(head: Buffer): SniffedType | undefined {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { ext: 'png', mime: 'image/png', kind: 'image' }
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { ext: 'jpg', mime: 'image/jpeg', kind: 'image' }
  if (head.length >= 6 && /^GIF8[79]a$/.test(ascii(head, 0, 6))) return { ext: 'gif', mime: 'image/gif', kind: 'image' }
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { ext: 'webp', mime: 'image/webp', kind: 'image' }
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const major = ascii(head, 8, 12)
    const boxSize = Math.min(head.readUInt32BE(0), head.length)
    const compatible: string[] = []
    for (let i = 16; i + 4 <= boxSize; i += 4) compatible.push(ascii(head, i, i + 4))
    if (AVIF_BRANDS.has(major) || (major === 'mif1' && compatible.some((b) => AVIF_BRANDS.has(b))))
      return { ext: 'avif', mime: 'image/avif', kind: 'image' }
    if (MP4_BRANDS.has(major)) return { ext: 'mp4', mime: 'video/mp4', kind: 'video' }
    return undefined
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3 && head.subarray(0, 64).includes('webm'))
    return { ext: 'webm', mime: 'video/webm', kind: 'video' }
  if (looksLikeSvg(head)) return { ext: 'svg', mime: 'image/svg+xml', kind: 'image' }
  return undefined
}
