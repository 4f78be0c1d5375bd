/**
 * What this editing session changed, for Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z. Kept in the tab's
 * session storage, so a reload keeps it. Each step is undone by a new, versioned write.
 */
export type UndoEntry =
  | {
      kind: 'content'
      slug: string
      blockId: string
      label: string
      before: Record<string, unknown>
      after: Record<string, unknown>
      /** The version `after` was saved as. */
      version: number
    }
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

function write(next: Stacks) {
  stacks = next
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next))
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
