import { contentRoutes, type RouteEntry } from '../../page-layouts/routes.ts'
import { SITE_LANGUAGES } from '../../schemas/ssr-contract.ts'

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

interface PageJson {
  blocks: { order: number; content: Record<string, unknown> }[]
}

/** Every concrete path of the site: the plain routes, and each detail route once per item that exists. */
export async function sitePaths(loadPage: (slug: string) => Promise<string | undefined>): Promise<string[]> {
  const paths: string[] = []
  for (const route of contentRoutes) {
    if (!route.path.includes(':')) paths.push(route.path)
    else if (route.detail) paths.push(...(await detailPaths(route, route.detail, loadPage)))
  }
  return paths
}

async function detailPaths(
  route: RouteEntry,
  detail: NonNullable<RouteEntry['detail']>,
  loadPage: (slug: string) => Promise<string | undefined>,
) {
  const body = await loadPage(detail.page)
  if (!body) return []
  const list = (JSON.parse(body) as PageJson).blocks.find((b) => b.order === detail.order)?.content[detail.list]
  if (!Array.isArray(list)) return []
  return list
    .map((item) => (item as { id?: unknown })?.id)
    .filter((id): id is string => typeof id === 'string' && id !== '')
    .map((id) => route.path.replace(/:[^/]+/, encodeURIComponent(id)))
}

/** sitemap.xml: every path in English and Arabic, each entry naming its alternates (and x-default). */
export function sitemapXml(origin: string, paths: string[]): string {
  const url = (path: string, lng?: string) => xml(`${origin}${path}${lng ? `?lng=${lng}` : ''}`)
  const entries = paths.flatMap((path) =>
    SITE_LANGUAGES.map(
      (lng) => `  <url>
    <loc>${url(path, lng)}</loc>
${SITE_LANGUAGES.map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${url(path, alt)}"/>`).join('\n')}
    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>
  </url>`,
    ),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`
}

/** robots.txt: everything but the API and the administrators' pages, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return `User-agent: *
Allow: /
Disallow: /api/
Disallow: /login
Disallow: /admin/

Sitemap: ${origin}/sitemap.xml
`
}
