import { createContext, type ReactNode, useContext, useState } from 'react'
import { useHydrated } from '../widgets/use-hydrated.ts'

/**
 * Which server-rendered blocks may hydrate yet (src/engine/hydration-gates.ts watches them in the
 * browser): a block far below the fold stays server HTML, readable and with working links, until
 * it nears the viewport or is touched, so a phone's first load hydrates only what it shows.
 */
export interface HydrationGates {
  isOpen(key: string): boolean
  /** Settles when the block may hydrate; the same promise for a key every time. */
  opened(key: string): Promise<void>
  /** Every block may hydrate now. */
  openAll(): void
}

export const HydrationGatesContext = createContext<HydrationGates | null>(null)

/** Goes inside the block's Suspense boundary, within its HydrationGate: the part that waits. */
export function WaitForGate({ gateKey, children }: { gateKey: string; children: ReactNode }) {
  const gates = useContext(HydrationGatesContext)
  // True on the server and while hydrating (useHydrated answers useSyncExternalStore's server snapshot then).
  const hydrating = !useHydrated()
  // Suspending while hydrating leaves the server's HTML in place; React hydrates it once the
  // promise settles. Never in a client render: there it would show the fallback instead of the
  // block. Thrown, not use()d: React checks that the render it replays once the promise settles
  // calls use() as the one that suspended did, and that render no longer waits.
  if (gates && hydrating && !gates.isOpen(gateKey)) throw gates.opened(gateKey)
  return children
}

/**
 * A block that hydrates when its gate opens. The wrapper names the gate in the HTML for the
 * watcher and draws no box (`display: contents`); the block's own Suspense boundary, inside it,
 * is what React leaves dehydrated.
 */
export function HydrationGate({ gateKey, children }: { gateKey: string; children: ReactNode }) {
  return (
    <div className="block-gate" data-block-gate={gateKey}>
      {children}
    </div>
  )
}

/**
 * Opens every gate once the route changes (`location`: the router's, a new object on each
 * change). React hydrates a waiting block before it updates it, and a route change is a
 * transition, which waits for that hydration rather than drawing the block anew: a gate that
 * stayed shut would hold the change of page forever. Done while rendering, ahead of the blocks,
 * so the same render finds them open; opening is idempotent.
 */
export function useGatesOpenOnRouteChange(location: object) {
  const gates = useContext(HydrationGatesContext)
  const [first] = useState(location)
  if (gates && location !== first) gates.openAll()
}
