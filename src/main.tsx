import { type DehydratedState, hydrate } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from './app/app.tsx'
import { makeQueryClient } from './app/providers.tsx'
import { initI18n, type Language } from './i18n/i18n.ts'
import './styles/base.css'

// Every block's and widget's styles travel with the first stylesheet, so server-rendered HTML is
// styled before (and without) any block's code.
import.meta.glob(['./blocks/**/*.css', './widgets/**/*.css'], { eager: true })

interface ServerState {
  lng: Language
  strings: Record<string, string>
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

const state = serverState()
const i18n = initI18n(state && { lng: state.lng, resources: { [state.lng]: { translation: state.strings } } })
const queryClient = makeQueryClient()
if (state) hydrate(queryClient, state.queries)

const root = document.getElementById('root') as HTMLElement
const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={queryClient} i18n={i18n} />
    </BrowserRouter>
  </StrictMode>
)
// Server-rendered pages hydrate; client-only ones (login, admin) render into the empty shell.
if (state && root.firstChild) hydrateRoot(root, app)
else createRoot(root).render(app)
