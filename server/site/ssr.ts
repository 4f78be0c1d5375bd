import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { PageAnswer, RenderRequest, RenderResult, SiteLanguage } from '../../schemas/ssr-contract.ts'
import { SITE_LANGUAGES } from '../../schemas/ssr-contract.ts'
import { type Encoding, type HtmlCache, RenderedPage } from './html-cache.ts'
import { resolveLanguage } from './language.ts'
import { parseTemplate, type Template } from './template.ts'

export interface Renderer {
  render(request: RenderRequest): Promise<RenderResult>
}

/** The SSR build of src/entry-server.tsx, next to the client build; undefined when it was not built. */
export async function loadBuiltRenderer(siteDir: string): Promise<Renderer | undefined> {
  const file = join(siteDir, 'server', 'entry-server.js')
  if (!existsSync(file)) return undefined
  return (await import(pathToFileURL(file).href)) as Renderer
}

/** Query parameters that do not change what a visitor sees are left out of the cache key. */
const IGNORED_PARAMS = /^(lng|edit|_|utm_.*|fbclid|gclid)$/

function cacheKey(lng: string, url: URL): string {
  const params = [...url.searchParams].filter(([k]) => !IGNORED_PARAMS.test(k)).sort(([a], [b]) => a.localeCompare(b))
  return `${lng} ${url.pathname}${params.length ? `?${new URLSearchParams(params)}` : ''}`
}

function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  if (/\bbr\b/.test(value)) return 'br'
  if (/\bgzip\b/.test(value)) return 'gzip'
  return undefined
}

export interface SiteRendererDeps {
  siteDir: string
  renderer: Renderer
  cache: HtmlCache
  /** The page as the API serves it (JSON), from the page cache. */
  loadPage(slug: string): Promise<string | undefined>
  /** The public origin for canonical links; the request's own when not configured. */
  origin?: string
  headers: Record<string, string>
}

/** Renders site routes on the server, in the visitor's language, from a per-path-and-language cache. */
export function createSiteRenderer(deps: SiteRendererDeps) {
  const template: Template = parseTemplate(readFileSync(join(deps.siteDir, 'index.html'), 'utf8'))
  const strings = Object.fromEntries(
    SITE_LANGUAGES.map((lng) => [
      lng,
      JSON.parse(readFileSync(join(deps.siteDir, 'locales', lng, 'translation.json'), 'utf8')) as Record<string, string>,
    ]),
  ) as Record<SiteLanguage, Record<string, string>>
  const loadPage = async (slug: string): Promise<PageAnswer | undefined> => {
    const body = await deps.loadPage(slug)
    return body === undefined ? undefined : (JSON.parse(body) as PageAnswer)
  }

  async function renderPage(url: URL, lng: SiteLanguage, origin: string): Promise<RenderedPage> {
    const result = await deps.renderer.render({ url: url.pathname + url.search, lng, strings: strings[lng], origin, loadPage })
    if (result.kind === 'redirect') return new RenderedPage(result.status, '', [], result.location)
    if (result.kind === 'shell') return new RenderedPage(200, template.fill({ lng }), [])
    return new RenderedPage(result.status, template.fill({ lng, head: result.head, body: result.body, state: result.state }), result.slugs)
  }

  return async function serve(req: FastifyRequest, reply: FastifyReply) {
    const url = new URL(req.url, 'http://site')
    const lng = resolveLanguage({ query: url.search, cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] })
    const origin = deps.origin ?? `${req.protocol}://${req.host}`
    const key = cacheKey(lng, url)
    const page =
      deps.cache.get(key) ??
      (await deps.cache.load(
        key,
        () => renderPage(url, lng, origin),
        (p) => [200, 301, 404].includes(p.status),
      ))
    if (!page) throw new Error(`No render for ${url.pathname}`)
    if (page.location) return reply.headers(deps.headers).redirect(page.location, page.status as 301)
    const encoding = preferredEncoding(req.headers['accept-encoding'])
    const sent = page.encoded(encoding)
    reply
      .headers(deps.headers)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie, Accept-Language')
      .header('Content-Language', lng)
      .header('ETag', sent.etag)
    if (sent.encoding) reply.header('Content-Encoding', sent.encoding)
    if (req.headers['if-none-match'] === sent.etag) return reply.status(304).send()
    return reply.status(page.status).send(sent.body)
  }
}
