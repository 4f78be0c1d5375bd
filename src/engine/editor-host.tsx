import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react'
import { type BlockChromeProps, type EditorHostApi, EditorHostContext, type EditorRequest } from './editor-host-context.tsx'
import { useSaveBlock } from './save-block.ts'

// The editor is its own chunk: visitors never download it.
const EditorDialog = lazy(() => import('./editor/editor-dialog.tsx'))
const LazyBlockChrome = lazy(() => import('./editor/block-chrome.tsx'))
const LazyPageTools = lazy(() => import('./editor/page-tools.tsx'))

function BlockChrome(props: BlockChromeProps) {
  return (
    <Suspense fallback={props.children}>
      <LazyBlockChrome {...props} />
    </Suspense>
  )
}

function PageTools(props: { slug: string; blocks: import('../api/types.ts').BlockData[] }) {
  return (
    <Suspense fallback={null}>
      <LazyPageTools {...props} />
    </Suspense>
  )
}

export function EditorHostProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<EditorRequest | null>(null)
  const save = useSaveBlock()
  const { mutate } = save
  const api = useMemo<EditorHostApi>(
    () => ({
      open: setRequest,
      commit: (target, content) => mutate({ slug: target.slug, blockId: target.block.id, content, previous: target.block.content }),
      BlockChrome,
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
