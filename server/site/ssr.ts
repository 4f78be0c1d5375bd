import { PREVIEW_PARAM } from '../../schemas/wire/preview.ts'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { PageAnswer, RenderRequest, RenderResult, SiteLanguage } from '../../schemas/ssr-contract.ts'
import { namesLanguage, SITE_LANGUAGES } from '../../schemas/ssr-contract.ts'
import { isDbUnavailable } from '../db/availability.ts'
import { pickEncoding } from '../http/encoding.ts'
import { CachedPage } from '../page-cache.ts'
import { fontPreloads } from './font-preloads.ts'
import { type HtmlCache, RenderedPage } from './html-cache.ts'
import { resolveLanguage } from './language.ts'
import { parseTemplate } from './template.ts'

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
const IGNORED_PARAMS = /^(lng|_|utm_.*|fbclid|gclid)$/

/**
 * The origin is part of the key: the HTML holds it (canonical links, share links). It is one the
 * site is known by (see site-origin.ts), so a forged Host can neither reach another visitor's
 * page nor fill the cache with its own.
 */
function cacheKey(origin: string, lng: SiteLanguage, url: URL): string {
  const params = [...url.searchParams].filter(([k]) => !IGNORED_PARAMS.test(k)).sort(([a], [b]) => a.localeCompare(b))
  // `?lng` is left out of the key, but whether it names the language served is not: the canonical link differs.
  const language = namesLanguage(url.searchParams, lng) ? lng : `${lng}*`
  return `${origin} ${language} ${url.pathname}${params.length ? `?${new URLSearchParams(params)}` : ''}`
}

export interface SiteRendererDeps {
  siteDir: string
  renderer: Renderer
  cache: HtmlCache
  /** The page as the API serves it, through the page cache. */
  loadPage(slug: string): Promise<CachedPage | undefined>
  /** Where several processes share the database: a page's current version, to check kept HTML. */
  currentVersion?(slug: string): Promise<number | undefined>
  /** The public origin for canonical links and share links: SITE_URL, or the request's host if the site is known by it. */
  origin(req: FastifyRequest): string
  headers: Record<string, string>
}

/**
 * Renders site routes on the server, in the visitor's language, with a per-path-and-language
 * cache. Every answer is a whole document: the content, its head, and the state the browser
 * hydrates with.
 */
export function createSiteRenderer(deps: SiteRendererDeps) {
  const template = parseTemplate(readFileSync(join(deps.siteDir, 'index.html'), 'utf8'))
  const fonts = fontPreloads(deps.siteDir)
  const strings = Object.fromEntries(
    SITE_LANGUAGES.map((lng) => [
      lng,
      JSON.parse(readFileSync(join(deps.siteDir, 'locales', lng, 'translation.json'), 'utf8')) as Record<string, string>,
    ]),
  ) as Record<SiteLanguage, Record<string, string>>

  async function renderPage(url: URL, lng: SiteLanguage, origin: string): Promise<RenderedPage> {
    const versions: Record<string, number> = {}
    const loadPage: RenderRequest['loadPage'] = async (slug, view) => {
      const page = await deps.loadPage(slug)
      if (!page) return undefined
      versions[slug] = page.version
      // Rendered pages are what visitors see: never a draft (edit mode is served as the client shell).
      // A window on a block that is not a list (no layout asks for one) reads as the summary.
      const windowed = view?.kind === 'window' ? page.window(view) : undefined
      const shown =
        windowed instanceof CachedPage ? windowed : view?.kind === 'item' ? page.item(view.id) : view ? page.summary : page.visitor
      return JSON.parse(shown.body) as PageAnswer
    }
    const result = await deps.renderer.render({ url: url.pathname + url.search, lng, strings: strings[lng], origin, loadPage })
    if (result.kind === 'redirect') return new RenderedPage(result.status, '', {}, result.location)
    if (result.kind === 'shell') return new RenderedPage(200, template.fill({ lng, head: fonts[lng] }), {})
    const head = [fonts[lng], result.head].filter(Boolean).join('\n    ')
    const shown = Object.fromEntries(result.slugs.map((slug) => [slug, versions[slug] ?? 0]))
    return new RenderedPage(result.status, template.fill({ lng, head, body: result.body, state: result.state }), shown)
  }

  /** A kept HTML is current when each page it shows is still at the version it was read at. */
  async function current(page: RenderedPage): Promise<boolean> {
    if (!deps.currentVersion) return true
    const now = await Promise.all(page.slugs.map((slug) => deps.currentVersion?.(slug)))
    return page.slugs.every((slug, i) => now[i] === page.versions[slug])
  }

  async function answer(url: URL, lng: SiteLanguage, origin: string): Promise<RenderedPage> {
    // A preview is a shell the browser fills with drafts: never kept as what visitors get.
    if (url.searchParams.has(PREVIEW_PARAM)) return renderPage(url, lng, origin)
    const key = cacheKey(origin, lng, url)
    const kept = deps.cache.get(key)
    if (kept) {
      try {
        if (await current(kept)) return kept
      } catch (err) {
        // The database is away: the page as last rendered beats an error.
        if (isDbUnavailable(err)) return kept
        throw err
      }
      deps.cache.forget(key)
    }
    // Redirects are not kept: their address keeps the whole query, `lng` and the rest the key leaves
    // out (a kept '/blog?lng=en' answer would send a later '/blog' to '/resources?lng=en&…'), and
    // they cost no rendering.
    return deps.cache.load(
      key,
      () => renderPage(url, lng, origin),
      (p) => [200, 404].includes(p.status),
    )
  }

  return async function serve(req: FastifyRequest, reply: FastifyReply) {
    const url = new URL(req.url, 'http://site')
    const lng = resolveLanguage({ query: url.search, cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] })
    const page = await answer(url, lng, deps.origin(req))
    reply.headers(deps.headers)
    if (page.location) return reply.redirect(page.location, page.status as 301)
    const sent = page.document.encoded(pickEncoding(req.headers['accept-encoding']))
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      // The language comes from the query, the cookie or Accept-Language.
      .header('Vary', 'Accept-Encoding, Cookie, Accept-Language')
      .header('Content-Language', lng)
      .header('ETag', sent.etag)
    const ifNoneMatch = req.headers['if-none-match']
    if (ifNoneMatch && ifNoneMatch.includes(page.document.hash)) return reply.status(304).send(null)
    if (sent.encoding) reply.header('Content-Encoding', sent.encoding)
    // A preview shows drafts: no search engine indexes it, no shared cache keeps it.
    if (url.searchParams.has(PREVIEW_PARAM)) reply.header('X-Robots-Tag', 'noindex, nofollow').header('Cache-Control', 'private, no-store')
    return reply.status(page.status).send(sent.body)
  }
}
