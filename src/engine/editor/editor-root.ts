import { createContext, useContext } from 'react'
import type { AnySchema } from '../../../schemas/fields.ts'

/**
 * The whole block being edited (its draft content and schema), for controls whose choices live
 * elsewhere in the block: a story's categories tick options of the block's filters.
 */
export interface EditorRoot {
  content: Record<string, unknown>
  schema: AnySchema
}

export const EditorRootContext = createContext<EditorRoot | null>(null)

export const useEditorRoot = () => useContext(EditorRootContext)
