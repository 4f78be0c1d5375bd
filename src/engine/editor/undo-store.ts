import type { PatchOperation } from '../../../schemas/wire/block-writes.ts'
import { diffContent } from '../content-patch.ts'

/**
 * What this editing session changed, for Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z. Kept in the tab's
 * session storage, so a reload keeps it. Each step is undone by a new, versioned write.
 */
export type UndoEntry = ContentEntry | OrderOrBlockEntry

type Content = Record<string, unknown>

/**
 * A content change. In memory it holds both contents; in session storage only the JSON Patch
 * each way (a step on a block of 1,000 stories keeps the one story it changed, not the block
 * twice), and after a reload the contents are rebuilt from the block at `version`.
 */
export type ContentEntry = {
  kind: 'content'
  slug: string
  blockId: string
  label: string
  /** The version the block holds this step's result as: `after` on the undo stack, `before` on the redo stack. */
  version: number
} & ({ before: Content; after: Content } | { back: PatchOperation[]; forward: PatchOperation[] })

type OrderOrBlockEntry =
  | { kind: 'order'; slug: string; label: string; before: { id: string; order: number }[]; after: { id: string; order: number }[] }
  | { kind: 'add' | 'delete'; slug: string; blockId: string; label: string }

const KEY = 'editor-undo'
const MAX = 100

interface Stacks {
  undo: UndoEntry[]
  redo: UndoEntry[]
}

function read(): Stacks {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? '') as Stacks
    if (Array.isArray(parsed.undo) && Array.isArray(parsed.redo)) return parsed
  } catch {
    // Nothing kept, or unreadable: start empty.
  }
  return { undo: [], redo: [] }
}

let stacks: Stacks | undefined
const listeners = new Set<() => void>()

/** Each entry is written out once (a save used to serialize the whole stack, contents and all). */
const serialized = new WeakMap<UndoEntry, string>()
function serialize(entry: UndoEntry): string {
  let text = serialized.get(entry)
  if (text === undefined) {
    if (entry.kind === 'content' && 'before' in entry) {
      const { before, after, ...rest } = entry
      text = JSON.stringify({ ...rest, back: diffContent(after, before), forward: diffContent(before, after) })
    } else text = JSON.stringify(entry)
    serialized.set(entry, text)
  }
  return text
}

function write(next: Stacks) {
  stacks = next
  try {
    sessionStorage.setItem(KEY, `{"undo":[${next.undo.map(serialize).join(',')}],"redo":[${next.redo.map(serialize).join(',')}]}`)
  } catch {
    // Kept in memory for this page at least.
  }
  for (const l of listeners) l()
}

export const undoStore = {
  get: (): Stacks => (stacks ??= read()),
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** A new change: it can be undone, and nothing undone before can be redone any more. */
  record(entry: UndoEntry) {
    write({ undo: [...undoStore.get().undo, entry].slice(-MAX), redo: [] })
  },
  /**
   * A step taken: it moves to the other stack. Steps are found by identity, not by position:
   * while one step's write is on its way, another change can be recorded on top of it.
   */
  moved(from: 'undo' | 'redo', entry: UndoEntry) {
    const s = undoStore.get()
    const to = from === 'undo' ? 'redo' : 'undo'
    write({ ...s, [from]: without(s[from], entry), [to]: [...s[to], entry].slice(-MAX) } as Stacks)
  },
  /** A step that can no longer be taken (its block changed under it) leaves its stack. */
  drop(from: 'undo' | 'redo', entry: UndoEntry) {
    const s = undoStore.get()
    write({ ...s, [from]: without(s[from], entry) } as Stacks)
  },
  /** A step as it now stands (the version its write produced), where it is in its stack. */
  replace(on: 'undo' | 'redo', entry: UndoEntry, next: UndoEntry) {
    const s = undoStore.get()
    write({ ...s, [on]: s[on].map((e) => (e === entry ? next : e)) } as Stacks)
  },
}

function without(list: UndoEntry[], entry: UndoEntry) {
  const at = list.lastIndexOf(entry)
  return at < 0 ? list : [...list.slice(0, at), ...list.slice(at + 1)]
}
