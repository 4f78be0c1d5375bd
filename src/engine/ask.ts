import { useMemo } from 'react'
import { type Question, useEditorHost } from './editor-host-context.tsx'

export type { Answer, Question } from './editor-host-context.tsx'

/**
 * For a block's own edit-mode actions: `confirm` answers true on yes, `askText` the text typed
 * or null. Outside edit mode nothing is asked and nothing is done.
 */
export function useAsk() {
  const host = useEditorHost()
  return useMemo(
    () => ({
      confirm: async (question: Question) => (await (host?.ask?.(question) ?? null)) !== null,
      askText: (question: Question & { input: string | true }) => host?.ask?.(question) ?? Promise.resolve(null),
    }),
    [host],
  )
}
