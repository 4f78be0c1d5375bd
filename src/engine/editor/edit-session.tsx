import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { useEditorStrings } from '../../i18n/editor-strings.ts'
import { useContentEdits } from '../content-edits.ts'
import type { BlockData, PageData } from '../content-store.ts'
import { useContentStore } from '../engine-context.tsx'
import { useNotify } from '../../notifications/notifications.tsx'
import type { BlockContextValue } from '../block-context.tsx'
import { type EditorHostApi, type EditorRequest, type Revealed } from '../editor-host-context.tsx'
import { applyOperations, PatchConflict } from '../content-patch.ts'
import { ConflictError, useSaveBlock } from '../save-block.ts'
import { useAskDialog } from './ask-dialog.tsx'
import BlockBar from './block-bar.tsx'
import { DeletedBlocksDialog } from './deleted-blocks.tsx'
import { DraftsOffer } from './drafts-offer.tsx'
import { changeOf } from './edit-transaction.ts'
import EditorDialog from './editor-dialog.tsx'
import EmptySlot from './empty-slot.tsx'
import { ArrangeDialog } from './arrange-dialog.tsx'
import { HistoryDialog } from './history-dialog.tsx'
import { PageBar } from './page-bar.tsx'
import PageTools from './page-tools.tsx'
import InPlaceRich from './in-place-rich.tsx'
import InPlaceText from './in-place-text.tsx'
import { startInPlaceLater } from './in-place-start.ts'
import { type SaveRequest, type Session, SessionContext } from './session-context.ts'
import { type ContentEntry, type UndoEntry, undoStore } from './undo-store.ts'
import { useMergeLabel, useTargetFor } from './use-merge-label.ts'
import './editor.css'

type Panel =
  | { kind: 'history'; target: BlockContextValue; label: string; opener: Element | null }
  | { kind: 'deleted'; slug: string; opener: Element | null }
  | { kind: 'arrange'; slug: string; blocks: BlockData[]; opener: Element | null }

const isTyping = (el: Element | null) =>
  !!el &&
  (el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement ||
    (el instanceof HTMLInputElement && el.type !== 'checkbox') ||
    (el as HTMLElement).isContentEditable)

/**
 * The editing session (edit mode only, its own chunk): the editor host the page's blocks use,
 * the save pipeline, undo and redo (Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z), drafts kept in this browser
 * and the panels: a block's history, a page's recently deleted blocks, the block arrangement.
 */
export default function EditSession({
  onHost,
  pending,
  onPendingTaken,
}: {
  onHost: (host: EditorHostApi | null) => void
  /** A field clicked while this chunk was loading. */
  pending?: EditorRequest | null
  onPendingTaken?: () => void
}) {
  useEditorStrings()
  const { t } = useI18n()
  const qc = useQueryClient()
  const { pageKey } = useContentStore()
  const { deleteBlock, reorderBlocks, restoreDeletedBlock, storedPage } = useContentEdits()
  const notify = useNotify()
  const mergeLabel = useMergeLabel()
  const targetFor = useTargetFor()
  const { mutateAsync } = useSaveBlock()
  const [request, setRequest] = useState<EditorRequest | null>(null)
  // A field clicked in the page while the side panel edits another: opened once the panel closes.
  const [queued, setQueued] = useState<EditorRequest | null>(null)
  const shown = useRef(request)
  shown.current = request
  const [panel, setPanel] = useState<Panel | null>(null)
  const [revealed, setRevealed] = useState<Revealed | null>(null)
  const busy = useRef(false)
  const [ask, askDialog] = useAskDialog()

  const blockOf = useCallback(
    (slug: string, id: string) => qc.getQueryData<PageData>(pageKey(slug))?.blocks.find((b) => b.id === id),
    [qc, pageKey],
  )

  const save = useCallback(
    async (req: SaveRequest) => {
      const { target } = req
      const before = req.base.content
      const patch = req.from ? changeOf(req.from, req.content, before) : undefined
      if (patch?.operations.length === 0) return { version: req.base.version, content: before }
      const saved = await mutateAsync({
        slug: target.slug,
        blockId: target.block.id,
        content: patch?.content ?? req.content,
        previous: target.block.content,
        base: req.base,
        operations: patch?.operations,
        schema: target.schema,
        label: mergeLabel,
        messages: req.messages,
        onSaved: req.onSaved,
        showsRefusals: req.showsRefusals,
      })
      if (req.record !== false)
        undoStore.record({
          kind: 'content',
          slug: target.slug,
          blockId: target.block.id,
          label: target.block.block_type,
          before,
          after: saved.content,
          version: saved.version,
        })
      return saved
    },
    [mutateAsync, mergeLabel],
  )

  const refresh = useCallback((slug: string) => qc.invalidateQueries({ queryKey: pageKey(slug) }), [qc, pageKey])
  const stored = useCallback(async (slug: string) => (await storedPage(qc, slug)).blocks, [qc, storedPage])

  /** Takes one step back (or forward): a new versioned write, merged with anything saved since. */
  const step = useCallback(
    async (from: 'undo' | 'redo') => {
      const entry = undoStore.get()[from].at(-1)
      if (!entry || busy.current) return
      busy.current = true
      const to = from === 'undo' ? 'redo' : 'undo'
      // The step moves at once (a reload during its write finds it where the write leaves it), and back if the write fails.
      undoStore.moved(from, entry)
      try {
        const moved = await apply(entry, from === 'undo')
        if (moved && moved !== entry) undoStore.replace(to, entry, moved)
        notify.show({ type: 'success', message: from === 'undo' ? t('Change undone.') : t('Change redone.') })
      } catch (error) {
        if (error instanceof ConflictError || error instanceof StepRefused) undoStore.drop(to, entry)
        else undoStore.moved(to, entry)
        if (error instanceof ConflictError) return
        const message =
          error instanceof StepRefused ? t('This step cannot be taken: the page changed since.') : t('Failed to save changes.')
        notify.show({ type: 'error', message })
      } finally {
        busy.current = false
      }

      async function apply(e: UndoEntry, back: boolean): Promise<UndoEntry | undefined> {
        if (e.kind === 'content') {
          const block = (await stored(e.slug)).find((b) => b.id === e.blockId)
          if (!block) throw new StepRefused()
          const { before, after } = contentsOf(e, block, back)
          const [content, base] = back ? [before, after] : [after, before]
          const target = targetFor(block, e.slug)
          try {
            const saved = await save({ target, content, base: { content: base, version: e.version }, record: false })
            return { ...e, version: saved.version }
          } catch (error) {
            if (error instanceof ConflictError)
              setRequest({ target: targetFor(blockOf(e.slug, e.blockId) ?? block, e.slug), path: [], resolve: error })
            throw error
          }
        }
        if (e.kind === 'order') {
          const page = await stored(e.slug)
          const [to, expected] = back ? [e.before, e.after] : [e.after, e.before]
          const now = new Map(page.map((b) => [b.id, b.order]))
          // Someone moved, added or deleted blocks since: the old order would undo their change too.
          if (page.length !== expected.length || expected.some((x) => now.get(x.id) !== x.order)) throw new StepRefused()
          qc.setQueryData(pageKey(e.slug), await reorderBlocks(e.slug, to))
          return e
        }
        const remove = (e.kind === 'add') === back
        if (remove) await deleteBlock(e.blockId)
        else await restoreDeletedBlock(e.blockId)
        await refresh(e.slug)
        return e
      }
    },
    [blockOf, notify, qc, refresh, save, stored, t, targetFor, pageKey, reorderBlocks, deleteBlock, restoreDeletedBlock],
  )

  const session = useMemo<Session>(
    () => ({
      save,
      record: (entry) => undoStore.record(entry),
      undo: () => step('undo'),
      redo: () => step('redo'),
      reveal: setRevealed,
      openHistory: (target, label) => setPanel({ kind: 'history', target, label, opener: document.activeElement }),
      openDeleted: (slug) => setPanel({ kind: 'deleted', slug, opener: document.activeElement }),
      openArrange: (slug, blocks) => setPanel({ kind: 'arrange', slug, blocks, opener: document.activeElement }),
    }),
    [save, step],
  )

  const commit = useCallback<EditorHostApi['commit']>(
    (target, content, messages, onSaved) => {
      const base = { content: target.block.content, version: target.block.version }
      save({ target, content, base, from: target.content, messages, onSaved }).catch((error: unknown) => {
        if (error instanceof ConflictError) setRequest({ target, path: [], resolve: error })
      })
    },
    [save],
  )

  const host = useMemo<EditorHostApi>(
    () => ({
      open: (req) => {
        const next = { ...req, opener: req.opener ?? document.activeElement }
        const now = shown.current
        if (!now) return setRequest(next)
        if (now.target.block.id === req.target.block.id && now.path.join('.') === req.path.join('.')) return
        // The page stays clickable beside the panel: its unsaved text is asked about first.
        setQueued(next)
      },
      commit,
      ask,
      InPlaceRich,
      InPlaceText,
      BlockBar,
      EmptySlot,
      PageTools,
      PageBar,
      revealed,
      session,
    }),
    [commit, revealed, session, ask],
  )
  useEffect(() => {
    onHost(host)
  }, [host, onHost])
  // Pages read before signing in lack their drafts: an editor's reads include them.
  useEffect(() => {
    void qc.invalidateQueries({ queryKey: ['page'] })
  }, [qc])
  useEffect(() => () => onHost(null), [onHost])
  useEffect(() => {
    if (!pending) return
    if (pending.inPlace) startInPlaceLater(pending.target.block.id, pending.path, pending.inPlace)
    else setRequest(pending)
    onPendingTaken?.()
  }, [pending, onPendingTaken])

  // Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z (or Ctrl+Y) outside text fields, where the browser undoes typing.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return
      const key = e.key.toLowerCase()
      if (key !== 'z' && key !== 'y') return
      if (request || panel || isTyping(document.activeElement)) return
      e.preventDefault()
      void step(key === 'y' || e.shiftKey ? 'redo' : 'undo')
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [request, panel, step])

  return (
    <SessionContext.Provider value={session}>
      {request && (
        <EditorDialog
          key={`${request.target.block.id}:${request.path.join('.')}`}
          request={request}
          next={!!queued}
          onClose={() => {
            setRequest(queued)
            setQueued(null)
          }}
          onStay={() => setQueued(null)}
        />
      )}
      {panel?.kind === 'history' && (
        <HistoryDialog target={panel.target} label={panel.label} opener={panel.opener} onClose={() => setPanel(null)} />
      )}
      {panel?.kind === 'deleted' && <DeletedBlocksDialog slug={panel.slug} opener={panel.opener} onClose={() => setPanel(null)} />}
      {panel?.kind === 'arrange' && (
        <ArrangeDialog slug={panel.slug} blocks={panel.blocks} opener={panel.opener} onClose={() => setPanel(null)} />
      )}
      <DraftsOffer open={(req) => setRequest({ ...req, opener: document.activeElement })} busy={!!request} />
      {askDialog}
    </SessionContext.Provider>
  )
}

class StepRefused extends Error {}

/**
 * A content step's two contents: held in memory, or, for a step read back after a reload, rebuilt
 * from the block as it stands at the step's version. A block changed since is refused rather than
 * merged against a guessed origin.
 */
function contentsOf(e: ContentEntry, block: BlockData, back: boolean) {
  if ('before' in e) return e
  if (block.version !== e.version) throw new StepRefused()
  try {
    return back
      ? { after: block.content, before: applyOperations(block.content, e.back) }
      : { before: block.content, after: applyOperations(block.content, e.forward) }
  } catch (error) {
    if (error instanceof PatchConflict) throw new StepRefused()
    throw error
  }
}
