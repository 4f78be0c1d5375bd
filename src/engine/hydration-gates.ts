import type { HydrationGates } from './hydration-gate.tsx'

const GATE = '[data-block-gate]'

/**
 * Events that open the gate of the block they happen in, before React sees them: the document's
 * capture listener runs ahead of React's on the root, so React hydrates that block at once
 * (synchronously, for a discrete event) and the event reaches the hydrated block. A key press or
 * a form's submit comes after a focus or a click; autofill types without either.
 */
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'click', 'input', 'change']

export interface GateWatcher extends HydrationGates {
  /**
   * Called once the page has hydrated: the blocks that still wait hydrate one at a time, top to
   * bottom, whenever the browser has nothing else to do. By the time a visitor scrolls to them
   * they answer at once, with no hydration in the middle of a scroll, and a later update that
   * reaches the whole page (edit mode, a change of language) finds nothing left to hydrate all at
   * once. An idle callback comes only after React's pending work, so each block's hydration ends
   * before the next begins, in React's own short slices.
   */
  hydrateRestWhenIdle(): void
}

/** The browser's idle callback; Safari has none, so there the next task stands in for it. */
const whenBrowserIdle = (run: () => void) => void (self.requestIdleCallback ?? setTimeout)(run)

/**
 * Watches the server-rendered blocks under `root` (their `data-block-gate` wrappers, see
 * HydrationGate): a block within half a screen of what is shown, or drawing nothing, may hydrate
 * at once; any other when it comes that near, or is pointed at, touched, clicked, focused or typed
 * in. Called once, in the browser, before hydration.
 */
export function watchHydrationGates(root: HTMLElement, whenIdle: (run: () => void) => void = whenBrowserIdle): GateWatcher {
  const shut = new Map<string, HTMLElement>()
  const resolvers = new Map<string, () => void>()
  const promises = new Map<string, Promise<void>>()
  const height = window.innerHeight
  for (const gate of root.querySelectorAll<HTMLElement>(GATE)) {
    const boxes = [...gate.children].map((child) => child.getBoundingClientRect())
    if (boxes.length && !boxes.some((box) => box.bottom >= -height / 2 && box.top <= height * 1.5))
      shut.set(gate.dataset.blockGate ?? '', gate)
  }

  const openGate = (target: EventTarget | null) => {
    const key = target instanceof Element ? target.closest<HTMLElement>(GATE)?.dataset.blockGate : undefined
    if (key === undefined || !shut.delete(key)) return
    resolvers.get(key)?.()
    if (shut.size) return
    observer.disconnect()
    for (const type of INTERACTIONS) document.removeEventListener(type, onEvent, true)
  }
  const onEvent = (event: Event) => openGate(event.target)
  const openRest = () => {
    const [first] = shut.values()
    if (!first) return
    openGate(first)
    whenIdle(openRest)
  }
  const observer = new IntersectionObserver((entries) => entries.forEach((entry) => entry.isIntersecting && openGate(entry.target)), {
    rootMargin: '50% 0px',
  })
  for (const gate of shut.values()) for (const child of gate.children) observer.observe(child)
  if (shut.size) for (const type of INTERACTIONS) document.addEventListener(type, onEvent, { capture: true, passive: true })

  return {
    isOpen: (key) => !shut.has(key),
    openAll: () => [...shut.values()].forEach(openGate),
    hydrateRestWhenIdle: () => whenIdle(openRest),
    opened(key) {
      let promise = promises.get(key)
      if (!promise) {
        promise = shut.has(key) ? new Promise<void>((resolve) => resolvers.set(key, resolve)) : Promise.resolve()
        promises.set(key, promise)
      }
      return promise
    },
  }
}
