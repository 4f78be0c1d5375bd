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
    // A property set on the root restyles every element of the page: set only when the header's
    // height differs from what the stylesheet already gives (--header-height, the usual case on a
    // visitor's page), and read in the observer's report (once as soon as it observes, then on
    // every resize), after the browser's own layout, never forcing one during hydration.
    const publish = () => {
      const height = `${Math.round(el.getBoundingClientRect().height)}px`
      const current = root.style.getPropertyValue('--header-offset') || getComputedStyle(root).getPropertyValue('--header-height').trim()
      if (height !== current) root.style.setProperty('--header-offset', height)
    }
    const observer = new ResizeObserver(publish)
    observer.observe(el)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--header-offset')
    }
  }, [ref])
}
