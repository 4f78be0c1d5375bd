import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { SiteOriginContext } from '../widgets/site-origin.ts'
import { HttpStatusContext, type HttpStatusSink } from './http-status.ts'
import { CurrentPathProvider } from '../widgets/current-path.tsx'
import { AppRoutes } from './router.tsx'

export interface AppProps {
  queryClient: QueryClient
  i18n: I18n
  /** On the server: where the render records its HTTP status (404 for an unknown page). */
  status?: HttpStatusSink
  /** The site's public origin (share links): the server's, handed to the browser with the page. */
  origin?: string
}

/** The whole site below the router, the same on the server and in the browser. */
export function App({ queryClient, i18n, status, origin = '' }: AppProps) {
  return (
    <HttpStatusContext.Provider value={status ?? null}>
      <SiteOriginContext.Provider value={origin}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>
            <CurrentPathProvider>
              <AppRoutes />
            </CurrentPathProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </SiteOriginContext.Provider>
    </HttpStatusContext.Provider>
  )
}
