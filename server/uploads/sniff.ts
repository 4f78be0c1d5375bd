import { fileTypeFromFile } from 'file-type'

export type MediaKind = 'image' | 'video'

export interface SniffedType {
  ext: 'png' | 'jpg' | 'gif' | 'webp' | 'avif' | 'svg' | 'mp4' | 'webm'
  mime: string
  kind: MediaKind
}

/** What file-type may find, mapped to what is stored. M4V and F4V are MP4 files under another brand. */
const ACCEPTED: Record<string, SniffedType> = {
  png: { ext: 'png', mime: 'image/png', kind: 'image' },
  jpg: { ext: 'jpg', mime: 'image/jpeg', kind: 'image' },
  gif: { ext: 'gif', mime: 'image/gif', kind: 'image' },
  webp: { ext: 'webp', mime: 'image/webp', kind: 'image' },
  avif: { ext: 'avif', mime: 'image/avif', kind: 'image' },
  mp4: { ext: 'mp4', mime: 'video/mp4', kind: 'video' },
  m4v: { ext: 'mp4', mime: 'video/mp4', kind: 'video' },
  f4v: { ext: 'mp4', mime: 'video/mp4', kind: 'video' },
  webm: { ext: 'webm', mime: 'video/webm', kind: 'video' },
}
const SVG: SniffedType = { ext: 'svg', mime: 'image/svg+xml', kind: 'image' }

/** SVG is text, which file-type leaves alone: an `<svg` root after the XML prolog. */
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

/**
 * The file's type from its bytes (file-type reads the magic numbers and container headers);
 * its name and the client's declared type are never trusted. `head` is the file's start, for SVG.
 */
export async function sniff(file: string, head: Buffer): Promise<SniffedType | undefined> {
  const found = await fileTypeFromFile(file)
  if (found && Object.hasOwn(ACCEPTED, found.ext)) return ACCEPTED[found.ext]
  if ((!found || found.ext === 'xml') && looksLikeSvg(head)) return SVG
  return undefined
}
