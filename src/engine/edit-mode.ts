import { useSearchParams } from 'react-router'
import { useIsAdmin } from '../auth/auth-provider.tsx'
import { previewToken } from '../preview/preview-token.ts'

/** spec §4: edit mode is on for an administrator when the query has edit=true. */
export function useEditMode(): boolean {
  const isAdmin = useIsAdmin()
  const [params] = useSearchParams()
  return isAdmin && params.get('edit') === 'true'
}

/**
 * Whether pages are read and drawn with their drafts: in edit mode, and in a tab opened through a
 * preview link (issue 27: stakeholders see the page before launch day, without editing it).
 */
export function useSeesDrafts(): boolean {
  const editing = useEditMode()
  return editing || previewToken() !== null
}
