import { lazy, type ReactNode, Suspense, useState } from 'react'
import { useEditMode } from './edit-mode.ts'
import { type EditorHostApi, EditorHostContext } from './editor-host-context.tsx'

// The editor is its own chunk, loaded in edit mode only: visitors never download it.
const EditSession = lazy(() => import('./editor/edit-session.tsx'))

/**
 * In edit mode, the editing session (its own chunk) provides the editor host: the inline
 * editors and panels, the save pipeline, undo and drafts. Until it has loaded, and outside edit
 * mode, blocks render as visitors see them.
 */
export function EditorHostProvider({ children }: { children: ReactNode }) {
  const editing = useEditMode()
  const [host, setHost] = useState<EditorHostApi | null>(null)
  return (
    <EditorHostContext.Provider value={editing ? host : null}>
      {children}
      {editing && (
        <Suspense fallback={null}>
          <EditSession onHost={setHost} />
        </Suspense>
      )}
    </EditorHostContext.Provider>
  )
}
