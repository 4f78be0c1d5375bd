import { createContext, useContext } from 'react'
import type { BlockData } from '../content-store.ts'
import type { BlockContextValue } from '../block-context.tsx'
import { type Revealed, useEditorHost } from '../editor-host-context.tsx'
import type { SaveMessages, Saved } from '../save-block.ts'
import type { UndoEntry } from './undo-store.ts'

export interface SaveRequest {
  target: BlockContextValue
  content: Record<string, unknown>
  /** What the edit started from (the block's content and version when it opened). */
  base: { content: Record<string, unknown>; version: number }
  /**
   * The parsed form of `base.content` that `content` was edited from: given, only the change is
   * sent (JSON Patch operations on the stored content); without it the whole content is (a PUT).
   */
  from?: Record<string, unknown>
  messages?: SaveMessages
  /** Runs once the change is stored. */
  onSaved?: () => void
  /** The editor shows a 400's refused fields at the fields (no alert). */
  showsRefusals?: boolean
  /** Undo and redo move their own step; every other save is a new step. */
  record?: boolean
}

/** The editing session, for the editor's parts: saving, undo, and the panels it opens. */
export interface Session {
  save(request: SaveRequest): Promise<Saved>
  record(entry: UndoEntry): void
  undo(): Promise<void>
  redo(): Promise<void>
  reveal(revealed: Revealed | null): void
  openHistory(target: BlockContextValue, label: string): void
  openDeleted(slug: string): void
  openArrange(slug: string, blocks: BlockData[]): void
}

export const SessionContext = createContext<Session | null>(null)

/** Outside a session (component tests of single controls) some parts do less. */
export function useOptionalSession(): Session | null {
  const own = useContext(SessionContext)
  const host = useEditorHost()
  return own ?? ((host?.session as Session | undefined) || null)
}

export function useSession(): Session {
  const session = useOptionalSession()
  if (!session) throw new Error('Editor parts render inside the editing session')
  return session
}
