import type { Config } from '../config.ts'
import { errorBody } from '../errors.ts'
import { pageLoader } from '../routes/pages.ts'
import { headersFor, SITE_HEADERS } from '../security-headers.ts'
import { HtmlCache } from '../site/html-cache.ts'
import { siteMapRoutes } from '../site/sitemap-routes.ts'
import { originFor } from '../site/site-origin.ts'
import { createSiteRenderer, loadBuiltRenderer, type Renderer } from '../site/ssr.ts'
import { registerSite } from '../site/static-files.ts'
import { shared } from './shared.ts'

/**
 * The site: its built files, every route rendered on the server with the app's own renderer
 * (when it was built, or given), the sitemap, and the answer to every path no route takes,
 * API or site. Registered after the API, whose routes it must not shadow.
 */
export const sitePlugin = shared<{ config: Config; renderer?: Renderer }>('site', async (app, { config, renderer: given }) => {
  const { db, cache } = app
  const serveIndex = config.siteDir ? await registerSite(app, config.siteDir) : undefined
  const renderer = config.siteDir && serveIndex ? (given ?? (await loadBuiltRenderer(config.siteDir))) : undefined
  const loadPage = pageLoader({ db, cache })
  const origin = originFor({
    siteUrl: config.siteUrl,
    allowedHosts: config.allowedHosts,
    listenHost: config.host,
    port: () => {
      const address = app.server.address()
      return address && typeof address === 'object' ? address.port : config.port
    },
  })
  const serveRendered =
    renderer && config.siteDir
      ? (() => {
          const html = new HtmlCache()
          cache.onDrop((slug) => html.drop(slug))
          return createSiteRenderer({
            siteDir: config.siteDir,
            renderer,
            cache: html,
            loadPage,
            currentVersion: cache.checksVersions ? (slug) => cache.version(slug) : undefined,
            origin,
            headers: SITE_HEADERS,
          })
        })()
      : undefined
  siteMapRoutes(app, { loadPage, origin })

  app.setNotFoundHandler((req, reply) => {
    reply.headers(headersFor(req.url))
    if (req.url === '/api' || req.url.startsWith('/api/'))
      return reply.status(404).send(errorBody('NOT_FOUND', `No API route ${req.method} ${req.url.split('?')[0]}.`, undefined, req.id))
    if (!serveIndex || (req.method !== 'GET' && req.method !== 'HEAD'))
      return reply.status(404).send(errorBody('NOT_FOUND', 'Not found.', undefined, req.id))
    return (serveRendered ?? serveIndex)(req, reply)
  })
})
