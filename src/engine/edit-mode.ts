import { useSearchParams } from 'react-router'
import { useAuth } from '../auth/auth-provider.tsx'

/** spec §4: edit mode is on for an administrator when the query has edit=true. */
export function useEditMode(): boolean {
  const { isAdmin } = useAuth()
  const [params] = useSearchParams()
  return isAdmin && params.get('edit') === 'true'
}
