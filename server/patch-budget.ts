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

/** What one operation does to the budget: the bytes the content gains (or loses), and the bytes it copies. */
interface OperationCost {
  change: number
  copied: number
}

/**
 * How many bytes the content's JSON gains (or loses) when `op` is applied to `doc`, and how many
 * it copies, worked out before it is applied and without serializing the whole content: only the
 * values the operation moves in or out are measured. A `copy` doubles an array with a 40-byte
 * operation, so thirty of them would grow a block past any memory before validation could refuse
 * it; and copies undone by removes cost a deep clone each without growing anything. Counting both
 * on the way stops the patch at the first operation that crosses either budget.
 */
function operationCost(doc: unknown, op: PatchOperation): OperationCost {
  switch (op.op) {
    case 'test':
    case 'move':
      return { change: 0, copied: 0 }
    case 'remove':
      return { change: -bytes(at(doc, op.path)?.value), copied: 0 }
    case 'replace':
      return { change: bytes(op.value) - bytes(at(doc, op.path)?.value), copied: 0 }
    case 'add':
      return { change: put(doc, op.path, bytes(op.value)), copied: 0 }
    case 'copy': {
      const copied = bytes(at(doc, op.from)?.value)
      return { change: put(doc, op.path, copied), copied }
    }
  }
}

/**
 * The budget of one patch on `doc` (changed in place as the operations apply): `charge(op)`,
 * called before each operation, answers why it may not be applied, or undefined. The content may
 * not grow past `limit` bytes (what a PUT body may carry), nor may the operations copy more than
 * that in all.
 */
export function patchBudget(doc: unknown, limit: number) {
  const mb = `${Math.round((limit / 1024 / 1024) * 10) / 10} MB`
  let size = bytes(doc)
  let copied = 0
  return {
    charge(op: PatchOperation): string | undefined {
      const cost = operationCost(doc, op)
      size += cost.change
      copied += cost.copied
      if (size > limit) return `The content would grow past ${mb}, the most a block may hold`
      if (copied > limit) return `The operations would copy more than ${mb}, what a whole block may hold`
      return undefined
    },
  }
}
