import { createContext, useContext } from 'react'

/**
 * The site's public origin ('https://lumora-learning.example'), for addresses that must be
 * absolute (share links). The server renders with the origin it answers at and hands it to the
 * browser with the page, so both render the same.
 */
export const SiteOriginContext = createContext('')

export const useSiteOrigin = () => useContext(SiteOriginContext)
