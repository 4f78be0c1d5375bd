import { type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react'
import {
  type BlockChromeProps,
  type EditorHostApi,
  EditorHostContext,
  type EditorRequest,
  type EmptySlotProps,
} from './editor-host-context.tsx'
import { applyOperations, diffContent } from './content-patch.ts'
import { useSaveBlock } from './save-block.ts'

// The editor is its own chunk: visitors never download it.
const EditorDialog = lazy(() => import('./editor/editor-dialog.tsx'))
const LazyBlockChrome = lazy(() => import('./editor/block-chrome.tsx'))
const LazyPageTools = lazy(() => import('./editor/page-tools.tsx'))
const LazyEmptySlot = lazy(() => import('./editor/empty-slot.tsx'))

/** Until its chunk arrives, an edit-mode part shows what it wraps (or nothing). */
function deferred<P extends object>(Lazy: ComponentType<P>, fallback: (props: P) => ReactNode) {
  return function Deferred(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}

const BlockChrome = deferred<BlockChromeProps>(LazyBlockChrome, (p) => p.children)
const PageTools = deferred<{ slug: string }>(LazyPageTools, () => null)
const EmptySlot = deferred<EmptySlotProps>(LazyEmptySlot, () => null)

export function EditorHostProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<EditorRequest | null>(null)
  const save = useSaveBlock()
  const { mutate } = save
  const api = useMemo<EditorHostApi>(
    () => ({
      open: setRequest,
      commit: (target, content, messages, onSaved) => {
        // Only the change travels: operations from the parsed content to the changed one, on the content as stored.
        const operations = diffContent(target.content, content, target.block.content)
        if (operations.length === 0) return
        const stored = applyOperations(target.block.content, operations)
        mutate({
          slug: target.slug,
          blockId: target.block.id,
          content: stored,
          previous: target.block.content,
          operations,
          messages,
          onSaved,
        })
      },
      BlockChrome,
      EmptySlot,
      PageTools,
    }),
    [mutate],
  )
  return (
    <EditorHostContext.Provider value={api}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <EditorDialog request={request} onClose={() => setRequest(null)} />
        </Suspense>
      )}
    </EditorHostContext.Provider>
  )
}
