import { useLocation } from 'react-router'

/**
 * A list's state kept in the address (filters, page), read from the router's location: the
 * server renders the same state the browser hydrates with, and every state has its own link.
 */
export function useListQuery() {
  const { pathname, search, hash } = useLocation()
  const params = new URLSearchParams(search)
  /** This page's address with some parameters set (a string) or removed (null); the rest kept (edit=true too). */
  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search)
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key)
      else next.set(key, value)
    }
    const query = next.toString()
    return `${pathname}${query ? `?${query}` : ''}${hash}`
  }
  return { params, hrefWith }
}
