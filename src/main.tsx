import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

function Shell() {
  return <main>Loading...</main>
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Shell />
  </StrictMode>,
)
