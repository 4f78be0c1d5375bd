import type { WindowRead } from './list-window.ts'

/**
 * What the Node server and the server-rendering entry (src/entry-server.tsx, built by Vite's SSR
 * build) hand each other. Types only: neither side imports the other's code.
 */
export const SITE_LANGUAGES = ['en', 'ar'] as const
export type SiteLanguage = (typeof SITE_LANGUAGES)[number]

/**
 * Whether the address names the language it is served in (`/about?lng=ar`): that address is the
 * language's own (its hreflang alternate). One that does not (`/about`, the language detected) is
 * the x-default. Each is its own canonical (Google's rules; Lighthouse's canonical audit fails a
 * page whose canonical is another alternate than itself), so the HTML differs between the two.
 */
export const namesLanguage = (search: URLSearchParams, lng: SiteLanguage): boolean => search.get('lng') === lng

/** A page as the content API answers it. */
export interface PageAnswer {
  slug: string
  blocks: {
    id: string
    block_type: string
    order: number
    content: Record<string, unknown>
    version: number
    window?: { total: number; page: number }
  }[]
}

export interface RenderRequest {
  /** Path and query, e.g. '/resources?filter=blog'. */
  url: string
  lng: SiteLanguage
  /** The interface strings of `lng` (public/locales/{lng}/translation.json). */
  strings: Record<string, string>
  /** Scheme and host of the public site, for canonical and alternate links. */
  origin: string
  /**
   * Reads a page of the content API (from the server's page cache) as visitors get it: whole, as
   * lists draw it (`view=summary`), for one item's own page (`item={id}`) or with one list cut
   * to the window a place shows (`window={order}&…`).
   */
  loadPage(
    slug: string,
    view?: { kind: 'summary' } | { kind: 'item'; id: string } | ({ kind: 'window' } & WindowRead),
  ): Promise<PageAnswer | undefined>
}

export type RenderResult =
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  /** A page that stays client-side (login, admin): the server sends the empty shell. */
  | { kind: 'shell' }
  | {
      kind: 'page'
      status: number
      /** Markup for inside <head>: title, description, canonical, alternates, Open Graph, JSON-LD, preloads. */
      head: string
      /** Markup for inside <div id="root">. */
      body: string
      /** JSON for the browser: the language, its strings and the dehydrated page queries. */
      state: string
      /** Every page the HTML shows: a write to any of their blocks makes it stale. */
      slugs: string[]
    }
