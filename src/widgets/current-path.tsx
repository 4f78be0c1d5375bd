import { createContext, type ReactNode, useContext, useLayoutEffect, useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'

/** The current page's path, for links that mark it: each link is told only when its own mark changes. */
export class CurrentPath {
  private readonly listeners = new Set<() => void>()
  constructor(public path: string) {}
  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }
  set(path: string) {
    if (path === this.path) return
    this.path = path
    for (const listener of this.listeners) listener()
  }
}

const CurrentPathContext = createContext<CurrentPath | null>(null)

/**
 * Keeps CurrentPath up to date under the router. A router link re-renders at every change of
 * address (it reads the location to resolve its path and its active state): the header's and the
 * footer's menus, some sixty links, redrawn at each page, filter or pager click. Through this,
 * only the link that stops and the one that starts marking the current page are redrawn.
 */
export function CurrentPathProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const [current] = useState(() => new CurrentPath(pathname))
  useLayoutEffect(() => current.set(pathname), [current, pathname])
  return <CurrentPathContext.Provider value={current}>{children}</CurrentPathContext.Provider>
}

const normalize = (path: string) => {
  const lower = path.toLowerCase()
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower
}

/** Whether `to` names the current page (react-router's NavLink rule): the same path, or, unless `end`, a path below it. */
export function isCurrentPath(current: string, to: string, end: boolean): boolean {
  const target = normalize(to.replace(/[?#].*$/, '') || '/')
  const path = normalize(current)
  if (path === target) return true
  return !end && path.startsWith(target === '/' ? '/' : `${target}/`)
}

/** Whether `to` names the current page; re-renders the caller only when that changes. */
export function useIsCurrentPath(current: CurrentPath, to: string, end: boolean): boolean {
  const read = () => isCurrentPath(current.path, to, end)
  return useSyncExternalStore(current.subscribe, read, read)
}

/** The app's CurrentPath: site links need CurrentPathProvider above them (the app puts it under the router). */
export function useCurrentPath(): CurrentPath {
  const current = useContext(CurrentPathContext)
  if (!current) throw new Error('A site link needs CurrentPathProvider above it.')
  return current
}
