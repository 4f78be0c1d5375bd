import { PREVIEW_PARAM } from '../schemas/wire/preview.ts'
import { dehydrate } from '@tanstack/react-query'
import type { Resource } from 'i18next'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { layouts } from '../page-layouts/index.ts'
import { layoutReads } from '../page-layouts/layout-shape.ts'
import { findRoute, routeParam } from '../page-layouts/routes.ts'
import { blocks } from '../registry/index.ts'
import { namesLanguage, type PageAnswer, type RenderRequest, type RenderResult } from '../schemas/ssr-contract.ts'
import { type PageView, viewKey } from './api/get-page.ts'
import { App } from './app/app.tsx'
import { buildHead } from './app/head.ts'
import { makeQueryClient } from './app/providers.tsx'
import { composePage } from './engine/compose-page.ts'
import { preloadBlocks } from './engine/lazy-block.tsx'
import { visitorViews } from './engine/page-reads.ts'
import { createServerI18n } from './i18n/i18n.ts'

/** Redirects of the route table (spec §2), answered before anything renders. */
function redirectFor(pathname: string, search: URLSearchParams): string | undefined {
  const keep = (extra: Record<string, string>) => {
    const q = new URLSearchParams(search)
    for (const [k, v] of Object.entries(extra)) q.set(k, v)
    return `?${q}`
  }
  if (pathname === '/blog') return `/resources${keep({ filter: 'blog' })}`
  if (pathname === '/events') return `/resources${keep({ filter: 'event' })}`
  const vacancy = /^\/careers\/([^/]+)\/?$/.exec(pathname)
  // The id was decoded with the path: encoded again, so it stays one path segment and a Location header can carry it.
  if (vacancy) return `/vacancy-details/${encodeURIComponent(vacancy[1] ?? '')}${search.size ? `?${search}` : ''}`
  return undefined
}

async function text(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder()
  let out = ''
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
  return out + decoder.decode()
}

const decode = (s: string) => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/**
 * Renders a route with the same registry, layouts and renderer as the browser: the pages it
 * shows are read first (its layout's page and sources, the header and footer, a detail route's
 * items), so the HTML holds all the content and the browser's hydration asks for none.
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://site')
  const pathname = decode(url.pathname)
  const redirect = redirectFor(pathname, url.searchParams)
  if (redirect) return { kind: 'redirect', location: redirect, status: 301 }

  const route = findRoute(pathname)
  // The login page, admin-only pages, edit mode and previews (drafts, read with the link's token)
  // stay client-side: the browser renders them.
  if ((route && !route.page) || url.searchParams.get('edit') === 'true' || url.searchParams.has(PREVIEW_PARAM)) return { kind: 'shell' }
  const layout = route?.page ? layouts[route.page] : undefined
  // Read as the browser reads them (usePageReads): as the layout's places draw them (a list's
  // window as the address chooses it), the header and footer whole.
  const reads: { slug: string; view: PageView }[] = [
    { slug: 'header', view: { kind: 'whole' } },
    { slug: 'footer', view: { kind: 'whole' } },
  ]
  const HEAD_READS = reads.length
  const id = route ? routeParam(route, pathname) : undefined
  // A detail route's list is one of its layout's pages, read for its item (tests/unit/layouts.test.ts).
  if (layout) {
    const plans = layoutReads(layout).reads
    const views = visitorViews(layout, plans, blocks, { param: () => id, search: url.searchParams })
    plans.forEach((plan, i) => reads.push({ slug: plan.slug, view: views[i] as PageView }))
  }
  const answers = await Promise.all(reads.map(({ slug, view }) => request.loadPage(slug, view.kind === 'whole' ? undefined : view)))
  /** The first answer read of each page: what the head and the detail check look at. */
  const loaded = new Map<string, PageAnswer>()
  answers.forEach((page, i) => {
    const { slug } = reads[i] as (typeof reads)[number]
    if (page && !loaded.has(slug)) loaded.set(slug, page)
  })

  // Every block's code is at hand before rendering: nothing suspends, so the HTML is complete
  // without any inline script (the site's CSP allows none).
  await preloadBlocks(Object.values(blocks).flatMap((b) => [b.component, ...Object.values(b.views)]))

  const queryClient = makeQueryClient()
  answers.forEach((page, i) => {
    const { slug, view } = reads[i] as (typeof reads)[number]
    if (page) queryClient.setQueryData(viewKey(slug, view), page)
  })
  const strings: Resource = { [request.lng]: { translation: request.strings } }
  const i18n = createServerI18n(request.lng, strings)
  const status = { status: route ? 200 : 404 }

  // A detail id that is not in its list answers 404 (the page still says the spec's not-found text).
  if (route?.detail) {
    const list = loaded.get(route.detail.page)?.blocks.find((b) => b.order === route.detail?.order)?.content[route.detail.list]
    if (!Array.isArray(list) || !list.some((item) => (item as { id?: unknown })?.id === id)) status.status = 404
  }

  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={request.url}>
      <App queryClient={queryClient} i18n={i18n} status={status} origin={request.origin} />
    </StaticRouter>,
    // Large Suspense boundaries would otherwise be sent after the shell and swapped in by an
    // inline script, which the CSP refuses and which needs JavaScript: every boundary in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const body = await text(prelude as unknown as AsyncIterable<Uint8Array>)

  const head = buildHead({
    lng: request.lng,
    origin: request.origin,
    path: pathname,
    languageInAddress: namesLanguage(url.searchParams, request.lng),
    pageName: route && status.status !== 404 ? i18n.t(route.title) : undefined,
    layout,
    pages: (slug) => loaded.get(slug),
    registry: blocks,
    organisation: pathname === '/',
    notFound: status.status === 404,
  })
  // What the page draws, each as `key` or `key:view`: the browser loads that code, and only
  // that, before it hydrates (not every view of a type a borrowed page holds).
  const drawn = new Set<string>()
  if (layout) {
    const plan = layoutReads(layout)
    const blocksOf = (i: number | undefined) => (i === undefined ? undefined : answers[HEAD_READS + i]?.blocks)
    for (const p of composePage(layout, blocksOf(plan.own) ?? [], (_, i) => blocksOf(plan.sources[i])))
      if (p.kind === 'block' && !p.problem) drawn.add(p.view ? `${p.drawAs}:${p.view}` : p.drawAs)
    // A source drawn inside a block of the page (home's insights hold resources' posts) is no
    // place of its own: its code must be at hand all the same, or hydration suspends on it.
    for (const source of layout.sources ?? []) drawn.add(source.view ? `${source.block}:${source.view}` : source.block)
  }
  const state = JSON.stringify({
    lng: request.lng,
    strings: request.strings,
    origin: request.origin,
    blocks: [...drawn],
    queries: dehydrate(queryClient),
  })
  return { kind: 'page', status: status.status, head, body, state, slugs: [...loaded.keys()] }
}
