import type { HydrationGates } from './hydration-gate.tsx'

const GATE = '[data-block-gate]'

/**
 * Events that open the gate of the block they happen in, before React sees them: the document's
 * capture listener runs ahead of React's on the root, so React hydrates that block at once
 * (synchronously, for a discrete event) and the event reaches the hydrated block. A key press or
 * a form's submit comes after a focus or a click; autofill types without either.
 */
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'click', 'input', 'change']

/**
 * Watches the server-rendered blocks under `root` (their `data-block-gate` wrappers, see
 * HydrationGate): a block within half a screen of what is shown, or drawing nothing, may hydrate
 * at once; any other when it comes that near, or is pointed at, touched, clicked, focused or typed
 * in. Called once, in the browser, before hydration.
 */
export function watchHydrationGates(root: HTMLElement): HydrationGates {
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
  const observer = new IntersectionObserver((entries) => entries.forEach((entry) => entry.isIntersecting && openGate(entry.target)), {
    rootMargin: '50% 0px',
  })
  for (const gate of shut.values()) for (const child of gate.children) observer.observe(child)
  if (shut.size) for (const type of INTERACTIONS) document.addEventListener(type, onEvent, { capture: true, passive: true })

  return {
    isOpen: (key) => !shut.has(key),
    openAll: () => [...shut.values()].forEach(openGate),
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
