import { Pointer } from 'rfc6902'
import type { PatchOperation } from '../schemas/wire/block-writes.ts'

/** Bytes of a value as JSON text (UTF-8), what a PUT body would weigh for it. */
const bytes = (value: unknown): number => (value === undefined ? 0 : Buffer.byteLength(JSON.stringify(value)))

function at(doc: unknown, path: string) {
  try {
    return Pointer.fromJSON(path).evaluate(doc)
  } catch {
    return undefined
  }
}

/** A value of `size` bytes put at `path`: inserted into an array, or in place of what an object held there. */
function put(doc: unknown, path: string, size: number): number {
  const target = at(doc, path)
  if (!target) return size
  if (Array.isArray(target.parent)) return size + 1
  return target.value === undefined ? size + bytes(target.key) + 2 : size - bytes(target.value)
}

/**
 * How many bytes the content's JSON gains (or loses) when `op` is applied to `doc`, worked out
 * before it is applied and without serializing the whole content: only the values the operation
 * moves in or out are measured. A `copy` doubles an array with a 40-byte operation, so thirty of
 * them would grow a block past any memory before validation could refuse it; counting the
 * size on the way stops the patch at the first operation that crosses the budget.
 */
export function sizeChange(doc: unknown, op: PatchOperation): number {
  switch (op.op) {
    case 'test':
    case 'move':
      return 0
    case 'remove':
      return -bytes(at(doc, op.path)?.value)
    case 'replace':
      return bytes(op.value) - bytes(at(doc, op.path)?.value)
    case 'add':
      return put(doc, op.path, bytes(op.value))
    case 'copy':
      return put(doc, op.path, bytes(at(doc, op.from)?.value))
  }
}

export const contentBytes = bytes
