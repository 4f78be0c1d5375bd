import type { Path } from '../../../schemas/paths.ts'
import type { BlockContextValue } from '../block-context.tsx'
import { applyOperations, diffContent, PatchConflict } from '../content-patch.ts'
import type { EditorHostApi } from '../editor-host-context.tsx'
import type { SaveMessages, Saved } from '../save-block.ts'
import { draftChange, removeDraft, saveDraft } from './drafts.ts'
import type { SaveRequest, Session } from './session-context.ts'

/** Where an edit stands: the block as stored when it began (or after a merge moved it on), and that content as the editor parsed it. */
export interface Origin {
  base: { content: Record<string, unknown>; version: number }
  /** The parsed form of `base.content` the editor changes: the change is diffed from it. */
  from: Record<string, unknown>
}

/**
 * One editor's edit of one block, as the text typed in place (in-place-text.tsx, in-place-rich.tsx)
 * and the block panel (editor-dialog.tsx) both make it: the draft kept in this browser as it is
 * typed, the change alone sent (diff), merged with any newer version and saved by the session's
 * pipeline (save-block.ts), and its drafts dropped once the server has it.
 */
export class EditTransaction {
  // Every version this edit kept a draft under (a merge moves it on to a newer one).
  private readonly kept = new Set<number>()

  constructor(private readonly at: { slug: string; blockId: string; path: Path }) {}

  /** Keeps `content` as this browser's draft of the edit: the change on the stored content, not the block twice. */
  keep(content: Record<string, unknown>, { base, from }: Origin, label: string): void {
    this.kept.add(base.version)
    saveDraft({
      slug: this.at.slug,
      blockId: this.at.blockId,
      version: base.version,
      path: this.at.path,
      label,
      savedAt: new Date().toISOString(),
      ...draftChange(from, content, base.content),
    })
  }

  /** Drops every draft this edit kept, and the one kept at `version` before it began (text restored, then cancelled). */
  forget(version?: number): void {
    for (const v of this.kept) removeDraft(this.at.blockId, v)
    this.kept.clear()
    if (version !== undefined) removeDraft(this.at.blockId, version)
  }

  /**
   * Saves `content` through the session (diffed from the origin, merged with a newer version);
   * its drafts go once it is stored, and stay when the save fails.
   */
  async save(
    session: Pick<Session, 'save'>,
    target: BlockContextValue,
    content: Record<string, unknown>,
    { base, from }: Origin,
    extra: Pick<SaveRequest, 'messages' | 'showsRefusals'> = {},
  ): Promise<Saved> {
    const saved = await session.save({ target, content, base, from, ...extra })
    this.forget(base.version)
    return saved
  }

  /**
   * Saves `content`, changed from the block as the page shows it, without waiting: the host's
   * immediate write (shown at once, rolled back or settled in the panel when it fails).
   */
  commit(host: Pick<EditorHostApi, 'commit'>, target: BlockContextValue, content: Record<string, unknown>, messages?: SaveMessages): void {
    host.commit(target, content, messages, () => this.forget())
  }
}

/**
 * The change to send when the edit's origin is known: JSON Patch operations on the content as
 * stored, and the stored content they make (what the page shows and a merge works on).
 * Undefined when the stored content does not take them (an item stored without its id): then the
 * whole content is sent.
 */
export function changeOf(from: Record<string, unknown>, content: Record<string, unknown>, stored: Record<string, unknown>) {
  const operations = diffContent(from, content, stored)
  try {
    return { operations, content: applyOperations(stored, operations) }
  } catch (error) {
    if (error instanceof PatchConflict) return undefined
    throw error
  }
}
