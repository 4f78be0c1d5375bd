import { useEffect, useState } from 'react'
import type { EditorHostApi } from '../../src/engine/editor-host-context.tsx'

let release: (() => void) | undefined

/** The editor's chunk has been asked for and waits for `editorArrives`. */
export const editorAsked = () => release !== undefined
/** The editing session's chunk arrives now. */
export const editorArrives = () => release?.()

/**
 * A stand-in for the editing session's chunk (src/engine/editor/edit-session.tsx) that arrives
 * only when the test says so, as on a slow phone: `vi.mock(path, async () => (await
 * import('./slow-editor.tsx')).slowEditSession(() => host))`. It hands over `host()` then.
 */
export function slowEditSession(host: () => EditorHostApi) {
  release = undefined
  return {
    default: function SlowSession({ onHost }: { onHost: (host: EditorHostApi) => void }) {
      const [ready, setReady] = useState(false)
      useEffect(() => {
        release = () => setReady(true)
        return () => void (release = undefined)
      }, [])
      useEffect(() => {
        if (ready) onHost(host())
      }, [ready, onHost])
      return null
    },
  }
}
