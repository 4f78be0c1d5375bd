import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and while a server-rendered page hydrates, true once React runs the page
 * in the browser: what needs the page's script (sending a form) waits for it, and the server's
 * HTML and the first client render stay the same.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
