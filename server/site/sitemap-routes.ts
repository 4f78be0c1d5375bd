import type { FastifyInstance } from 'fastify'
import type { CachedPage } from '../page-cache.ts'
import { SITE_HEADERS } from '../security-headers.ts'
import { robotsTxt, sitemapXml, sitePaths } from './sitemap.ts'

/** GET /sitemap.xml (every route and detail page in both languages) and GET /robots.txt pointing to it. */
export function siteMapRoutes(
  app: FastifyInstance,
  /** `origin`: SITE_URL, or the request's host if the site is known by it (site-origin.ts). */
  deps: { loadPage(slug: string): Promise<CachedPage | undefined>; origin(req: { protocol: string; host: string }): string },
) {
  const { origin } = deps
  // Site files, not API routes: public, and left out of the API's OpenAPI document.
  const route = { schema: { hide: true }, config: { public: true } }
  app.get('/sitemap.xml', route, async (req, reply) => {
    const paths = await sitePaths(async (slug) => (await deps.loadPage(slug))?.visitor.body)
    return reply
      .headers(SITE_HEADERS)
      .header('Cache-Control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(origin(req), paths))
  })
  app.get('/robots.txt', route, async (req, reply) =>
    reply
      .headers(SITE_HEADERS)
      .header('Cache-Control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin(req))),
  )
}
