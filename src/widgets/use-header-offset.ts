import { type RefObject, useEffect } from 'react'

/**
 * Publishes the sticky header's real height as `--header-offset` on the document, so that other
 * sticky parts (edit toolbars, gallery labels) stop right below it whatever it holds: the admin
 * bar, the Totara sub-header, a wrapped row. Read after mount: the server renders without it.
 */
export function useHeaderOffset(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement
    const publish = () => root.style.setProperty('--header-offset', `${Math.round(el.getBoundingClientRect().height)}px`)
    publish()
    const observer = new ResizeObserver(publish)
    observer.observe(el)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--header-offset')
    }
  }, [ref])
}
