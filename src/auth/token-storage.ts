/** spec §3: session data lives in local storage under these keys. */
export const ACCESS_TOKEN_KEY = 'accessToken'
export const REFRESH_TOKEN_KEY = 'refreshToken'

export const tokenStorage = {
  access: () => localStorage.getItem(ACCESS_TOKEN_KEY),
  refresh: () => localStorage.getItem(REFRESH_TOKEN_KEY),
  set(access: string, refresh: string) {
    localStorage.setItem(ACCESS_TOKEN_KEY, access)
    localStorage.setItem(REFRESH_TOKEN_KEY, refresh)
    notify()
  },
  clearAccess() {
    localStorage.removeItem(ACCESS_TOKEN_KEY)
    notify()
  },
  clear() {
    localStorage.removeItem(ACCESS_TOKEN_KEY)
    localStorage.removeItem(REFRESH_TOKEN_KEY)
    notify()
  },
}

type Listener = () => void
const listeners = new Set<Listener>()
/** The auth state follows token changes made by the API client (a failed refresh clears them). */
export function onTokensChanged(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
function notify() {
  for (const l of listeners) l()
}
