import { createHash } from 'node:crypto'

/**
 * Server-rendered pages are whole without script: text, images and links. Their code (about
 * 130 KB compressed, then hydration) waits for the page's own load and first paint, so on a slow
 * phone it never competes with the hero image, the stylesheet and the fonts for the network or
 * the main thread.
 * A key press, tap or focus starts it at once, and so does a page without server-rendered content
 * (the client-only login, admin and edit-mode shell). The module script and its preloads are the
 * ones Vite wrote into index.html, named in the loader's data attributes.
 */
export const BOOT_LOADER = `(() => {
  const data = document.currentScript.dataset
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const href of data.preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = data.entry
    document.head.append(script)
  }
  // After the page's load and its first contentful paint (the load event can come first), and the
  // frame after it: the paint entry is reported once the frame is on screen.
  const afterFrame = () => requestAnimationFrame(() => setTimeout(start, 0))
  const afterPaint = () => {
    // A hidden tab draws no frames.
    if (document.hidden) return start()
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterFrame()
    // Should the paint never be reported, the page still comes to life.
    setTimeout(start, 3000)
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      afterFrame()
    })
    observer.observe({ type: 'paint', buffered: true })
  }
  if (!document.getElementById('root')?.firstElementChild) start()
  else {
    addEventListener('load', afterPaint, { once: true })
    for (const type of ['keydown', 'pointerdown', 'touchstart', 'focusin']) addEventListener(type, start, { once: true, capture: true, passive: true })
  }
})()`

/** For the site's Content-Security-Policy: the loader is the one inline script a page may run. */
export const BOOT_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g

/** Vite's index.html with its module script and preloads moved into the loader, at the end of the body. */
export function deferModuleScripts(html: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1]
  if (!entry) return html
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1])
  const loader = `<script data-entry="${entry}" data-preload="${preload.join(' ')}">${BOOT_LOADER}</script>`
  return html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</body>', `  ${loader}\n  </body>`)
}
