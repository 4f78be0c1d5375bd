import type { ByteRange } from '../storage/storage.ts'

/**
 * One `bytes=` range of a file of `size` bytes (RFC 9110 §14.1.2): undefined to answer the whole
 * file (no header, several ranges, another unit), 'unsatisfiable' for a 416.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!m || (m[1] === '' && m[2] === '')) return undefined
  const [first, last] = [m[1] ?? '', m[2] ?? '']
  if (first === '') {
    // The last n bytes.
    const n = Number(last)
    if (n === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - n), end: size - 1 }
  }
  const start = Number(first)
  if (start >= size) return 'unsatisfiable'
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  return end < start ? undefined : { start, end }
}
