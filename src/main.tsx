import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { createRouter } from './app/router.tsx'
import { initI18n } from './i18n/i18n.ts'
import './styles/base.css'

initI18n()

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
)
