import { lazy, type ReactNode, Suspense } from 'react'
import type { RichEditorProps } from './rich-editor.tsx'

// Tiptap and ProseMirror are most of the editor's weight: they load when a rich text is first
// drawn for editing, not with every edit session.
const RichEditor = lazy(() => import('./rich-editor.tsx').then((m) => ({ default: m.RichEditor })))

/** The rich-text editor, with `fallback` shown while its code loads. */
export function LazyRichEditor({ fallback, ...props }: RichEditorProps & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <RichEditor {...props} />
    </Suspense>
  )
}
