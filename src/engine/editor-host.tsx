import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import type { Answer, Question } from './ask.ts'
import { useEditMode } from './edit-mode.ts'
import { type EditorHostApi, EditorHostContext, type EditorRequest } from './editor-host-context.tsx'

// The editor is its own chunk, loaded in edit mode only: visitors never download it.
const EditSession = lazy(() => import('./editor/edit-session.tsx'))

const Nothing = () => null

/**
 * In edit mode, the editing session (its own chunk) provides the editor host: the inline
 * editors and panels, the save pipeline, undo and drafts. While its chunk loads, a field clicked
 * is remembered and opens as soon as it is there, and an immediate write (a list item deleted)
 * is kept and saved then: a control drawn in edit mode never drops a click. Outside edit mode
 * blocks render as visitors see them.
 */
export function EditorHostProvider({ children }: { children: ReactNode }) {
  const editing = useEditMode()
  const [host, setHost] = useState<EditorHostApi | null>(null)
  const [pending, setPending] = useState<EditorRequest | null>(null)
  const queued = useRef<Parameters<EditorHostApi['commit']>[]>([])
  const questions = useRef<{ question: Question; answer: (a: Answer) => void }[]>([])
  // A control drawn while the chunk loaded keeps the booting host in its closure: what it sends
  // after the editor arrived (a delete answered in the dialog) goes to the editor, not the queue.
  const live = useRef<EditorHostApi | null>(null)
  live.current = host
  useEffect(() => {
    if (!host) return
    const writes = queued.current.splice(0)
    for (const args of writes) host.commit(...args)
    for (const q of questions.current.splice(0)) void host.ask?.(q.question).then(q.answer)
  }, [host])
  const booting = useMemo<EditorHostApi>(
    () => ({
      open: (request) => setPending({ ...request, opener: request.opener ?? document.activeElement }),
      commit: (...args) => (live.current ? live.current.commit(...args) : void queued.current.push(args)),
      // A Delete clicked while the chunk loads is asked as soon as the dialog's code is there.
      ask: (question) =>
        live.current?.ask ? live.current.ask(question) : new Promise<Answer>((answer) => void questions.current.push({ question, answer })),
      EmptySlot: Nothing,
      PageTools: Nothing,
    }),
    [],
  )
  return (
    <EditorHostContext.Provider value={editing ? (host ?? booting) : null}>
      {children}
      {editing && (
        <Suspense fallback={null}>
          <EditSession onHost={setHost} pending={pending} onPendingTaken={() => setPending(null)} />
        </Suspense>
      )}
    </EditorHostContext.Provider>
  )
}
