import { type DehydratedState, hydrate } from '@tanstack/react-query'
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react'
import { BrowserRouter } from 'react-router'
import { makeQueryClient } from './app/providers.tsx'
import { HydrationGatesContext } from './engine/hydration-gate.tsx'
import { watchHydrationGates } from './engine/hydration-gates.ts'
import { preloadBlocks } from './engine/lazy-block.tsx'
import { initI18n, type Language, rememberLanguage } from './i18n/i18n.ts'
import { loadReactDomClient } from './react-dom-client.cjs'
import './styles/base.css'
import './styles/logo-card.css'
import './styles/media-card.css'
import './styles/media-text.css'
// After the shared sheets: the widgets' and the blocks' styles, which refine them.
import './styles/block-styles.ts'

interface ServerState {
  lng: Language
  strings: Record<string, string>
  /** The origin the server rendered with (share links). */
  origin?: string
  /** The block types the page draws. */
  blocks: string[]
  queries: DehydratedState
}

function serverState(): ServerState | undefined {
  const script = document.getElementById('__SSR_STATE__')
  if (!script?.textContent) return undefined
  try {
    return JSON.parse(script.textContent) as ServerState
  } catch {
    return undefined
  }
}

/**
 * Start-up work in pieces, each its own task: the browser may paint or answer a tap between them,
 * and no piece is a long task on a slow phone (the site chunk's evaluation is one already).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

await nextTask()
const state = serverState()
const i18n = initI18n(state && { lng: state.lng, resources: { [state.lng]: { translation: state.strings } } })
await nextTask()
if (state) rememberLanguage(i18n)
await nextTask()
const queryClient = makeQueryClient()
// The server checked these pages were current when it sent the HTML (however long ago it was
// first rendered): they count as fetched now, so hydration asks for none of them again.
if (state) {
  const now = Date.now()
  for (const query of state.queries.queries) query.state.dataUpdatedAt = now
  hydrate(queryClient, state.queries)
}

/**
 * Marks the document once the page answers input (`<html data-hydrated>`): before that, a click on
 * server-rendered HTML does nothing, so browser tests and monitoring wait for this mark.
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    gates?.hydrateRestWhenIdle()
  }, [])
  return children
}

// Every block type's schema (about a third of the start-up script's work), then the registry and
// the app, are evaluated after the site chunk, each in a task of its own: not one long task.
await nextTask()
await import('../schemas/blocks/index.ts')
await nextTask()
const { blocks, App } = await import('./app/start.ts')
await nextTask()
const { createRoot, hydrateRoot } = loadReactDomClient()
await nextTask()
const root = document.getElementById('root') as HTMLElement
const hydrating = Boolean(state && root.firstChild)
// Blocks far below the fold hydrate when they near the viewport or are touched, or in the
// browser's idle time after hydration: the first load hydrates what a phone shows, not the whole page.
const gates = hydrating ? watchHydrationGates(root) : null
const app = (
  <StrictMode>
    <Hydrated>
      <HydrationGatesContext.Provider value={gates}>
        <BrowserRouter>
          <App queryClient={queryClient} i18n={i18n} origin={state?.origin ?? window.location.origin} />
        </BrowserRouter>
      </HydrationGatesContext.Provider>
    </Hydrated>
  </StrictMode>
)
// Server-rendered pages hydrate, once the code of the blocks they show has arrived (so the whole
// page hydrates at once); client-only ones (login, admin) render into the empty shell.
if (state && hydrating) {
  const registry: Record<string, { component: unknown; views: Record<string, unknown> } | undefined> = blocks
  // `key` or `key:view` (a layout may draw a type with one of its views: home's stories).
  // One block a task: asking for a block's code adds a <link rel=modulepreload> per file it
  // needs, and a whole page's worth of them at once was a long task on a slow phone.
  const loading: Promise<unknown>[] = []
  for (const drawn of state.blocks) {
    const [key = '', view] = drawn.split(':')
    loading.push(preloadBlocks([view ? registry[key]?.views[view] : registry[key]?.component]))
    await nextTask()
  }
  await Promise.all(loading)
  // As a transition, hydration yields to the browser between pieces of work: no long task.
  startTransition(() => {
    hydrateRoot(root, app, {
      // A mismatch is a defect: say where it is, even in the production build.
      onRecoverableError: (error, info) => console.error('Hydration problem:', error, info.componentStack),
    })
  })
} else createRoot(root).render(app)
