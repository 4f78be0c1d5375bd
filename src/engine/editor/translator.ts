import { useAuth } from '../../auth/auth-provider.tsx'

/**
 * issue 27: a translator changes only the Arabic of texts (the server refuses anything else), so
 * the editor shows English read-only beside the Arabic and offers no add, delete, move or publish.
 */
export const useTranslatorOnly = (): boolean => useAuth().role === 'translator'
