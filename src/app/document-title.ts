import { useEffect } from 'react'
import { usePage } from '../api/get-page.ts'
import type { LocalizedValue } from '../i18n/localize.ts'
import { useLocalize } from '../i18n/localize.ts'

/** The brand is content: the header block's brand name. */
export function useBrand(): string {
  const header = usePage('header')
  const localize = useLocalize()
  const brand = header.data?.blocks[0]?.content.brand as { name?: LocalizedValue } | undefined
  return localize(brand?.name) || 'Lumora Learning'
}

/** spec §2: '{page name} - {brand}'; the brand alone when there is no page name. */
export function useDocumentTitle(pageName: string | undefined) {
  const brand = useBrand()
  useEffect(() => {
    document.title = pageName ? `${pageName} - ${brand}` : brand
  }, [pageName, brand])
}
