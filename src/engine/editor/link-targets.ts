import { useQueries } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { LANGUAGES } from '../../i18n/i18n.ts'
import { localize } from '../../i18n/localize.ts'
import { useI18n } from '../../i18n/translation.tsx'
import { type SiteRoute, useContentStore, useSiteRoutes } from '../engine-context.tsx'

/** A page a link can go to: its path and its name in both languages, and the list it belongs to. */
export interface LinkTarget {
  path: string
  en: string
  ar: string
  /** The route title of its kind ('Customer stories' for a story), or '' for a page. */
  group: string
}

type DetailRoute = SiteRoute & { detail: NonNullable<SiteRoute['detail']> }

/**
 * Every page of the site a link can point to, for the link picker: the routes, and each item
 * page (stories, posts, vacancies) read from the list that holds it, named in both languages.
 */
export function useLinkTargets(): LinkTarget[] {
  const { i18n } = useI18n()
  const routes = useSiteRoutes()
  const { visitorQuery } = useContentStore()
  const detailRoutes = useMemo(() => routes.filter((r): r is DetailRoute => !!r.detail), [routes])
  // Route names are interface strings: both languages are loaded, whichever the editor reads.
  const [loaded, setLoaded] = useState(0)
  useEffect(() => {
    void i18n.loadLanguages([...LANGUAGES]).then(() => setLoaded((n) => n + 1))
  }, [i18n])
  const lists = useQueries({
    queries: detailRoutes.map((r) => visitorQuery(r.detail.page, { kind: 'summary' })),
    combine: (reads) => reads.map((r) => r.data),
  })
  return useMemo(() => {
    void loaded
    const en = i18n.getFixedT('en')
    const ar = i18n.getFixedT('ar')
    // The list page a detail route's items are shown on: its title names the group ('Customer stories').
    const listTitle = (r: DetailRoute) => routes.find((p) => p.page === r.detail.page)?.title ?? r.title
    const pages: LinkTarget[] = routes
      .filter((r) => !r.path.includes(':'))
      .map((r) => ({ path: r.path, en: en(r.title), ar: ar(r.title), group: '' }))
    const items = detailRoutes.flatMap((route, i) => {
      const block = lists[i]?.blocks.find((b) => b.order === route.detail.order)
      const list = (block?.content[route.detail.list] ?? []) as { id?: unknown; title?: { en?: string; ar?: string } }[]
      return list.flatMap((item) =>
        typeof item.id === 'string'
          ? [
              {
                path: route.path.replace(/:[^/]+/, encodeURIComponent(item.id)),
                en: localize(item.title, 'en'),
                ar: localize(item.title, 'ar'),
                group: listTitle(route),
              },
            ]
          : [],
      )
    })
    return [...pages, ...items]
  }, [i18n, lists, loaded, routes, detailRoutes])
}

/** Targets whose path or name in either language holds every word of `query`. */
export function findTargets(targets: readonly LinkTarget[], query: string, max = 8): LinkTarget[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return targets.slice(0, max)
  const hits: LinkTarget[] = []
  for (const target of targets) {
    const text = `${target.path} ${target.en} ${target.ar}`.toLowerCase()
    if (words.every((w) => text.includes(w))) hits.push(target)
    if (hits.length === max) break
  }
  return hits
}
