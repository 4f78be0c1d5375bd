import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useRef } from 'react'
import { useLocation, useParams } from 'react-router'
import { itemReads, type LayoutShape, type PageReadPlan } from '../../page-layouts/layout-shape.ts'
import { listRuleOf } from '../../schemas/fields.ts'
import { windowParams } from '../../schemas/list-window.ts'
import type { PageData, PageView } from './content-store.ts'
import { type Registry, useContentStore } from './engine-context.tsx'

/** A page as this render reads it; `whole` is false for what visitors read (a summary, a window, one item's page). */
export type PageRead = UseQueryResult<PageData> & { whole: boolean }

/** The address pages are read for: its route parameters (an item's id) and its query (a list's filters and page). */
export interface Address {
  /** A route parameter (an item's id). */
  param(name: string): string | undefined
  /** The query string's parameters. */
  search: URLSearchParams
}

/**
 * How visitors read each page a layout reads (layoutReads): for one item's own page where the
 * layout draws it; cut to a place's window, with the parameters of the address that window reads;
 * else as lists draw it.
 */
export function visitorViews(layout: LayoutShape, plans: readonly PageReadPlan[], registry: Registry, address: Address): PageView[] {
  const items = itemReads(layout)
  return plans.map(({ slug, window }) => {
    const name = items.get(slug)
    if (name !== undefined) {
      const id = address.param(name)
      return id ? { kind: 'item', id } : { kind: 'whole' }
    }
    if (!window) return { kind: 'summary' }
    if (window.spec !== 'paged') return { kind: 'window', order: window.order, first: window.spec.first, params: {} }
    const schema = registry[window.block]?.schema
    const rule = schema && listRuleOf(schema)
    const params: Record<string, string> = {}
    for (const name of rule ? windowParams(rule, 'paged') : []) {
      const value = address.search.get(name)
      if (value !== null) params[name] = value
    }
    return { kind: 'window', order: window.order, params }
  })
}

/**
 * The pages a layout shows (`plans`, see layoutReads). Visitors read each as its places draw it
 * (visitorViews): without the item pages a list never draws (most of a large list's bytes), with
 * just the item the address names, or with a list cut to the page of it a place shows. Editing
 * needs whole pages; so does a page this client already holds whole, which after an edit is the
 * newest it knows. While a whole page is on its way, what visitors read, if held, is shown; while
 * another window of a list is on its way (a filter, a page), the one before stays.
 */
export function usePageReads(plans: readonly PageReadPlan[], layout: LayoutShape, registry: Registry, editing: boolean): PageRead[] {
  const qc = useQueryClient()
  const { pageKey, pageQuery, visitorQuery } = useContentStore()
  const params = useParams()
  const { search } = useLocation()
  const views = visitorViews(layout, plans, registry, { param: (name) => params[name], search: new URLSearchParams(search) })
  const whole = plans.map(({ slug }, i) => editing || views[i]?.kind === 'whole' || qc.getQueryData(pageKey(slug)) !== undefined)
  // The window each place last showed: shown while another window of its list is on its way.
  // (useQueries makes a new observer for a new key, so keepPreviousData would have nothing to keep.)
  const shownWindows = useRef(new Map<string, PageData>())
  const windowId = (i: number) => `${plans[i]?.slug} ${plans[i]?.window?.order}`
  // A page read whole once, however many places read it (Resources' list and featured strip).
  const slugs = [...new Set(plans.map((p) => p.slug))]
  const results = useQueries({
    queries: [
      ...slugs.map((slug) => ({ ...pageQuery(slug), enabled: plans.some((p, i) => p.slug === slug && whole[i]) })),
      ...plans.map(({ slug }, i) => {
        const view = views[i] as PageView
        return {
          ...visitorQuery(slug, view.kind === 'whole' ? { kind: 'summary' } : view),
          enabled: !whole[i],
          ...(view.kind === 'window' ? { placeholderData: () => shownWindows.current.get(windowId(i)) } : {}),
        }
      }),
    ],
  }) as UseQueryResult<PageData>[]
  return plans.map(({ slug }, i) => {
    const full = results[slugs.indexOf(slug)] as UseQueryResult<PageData>
    const light = results[slugs.length + i] as UseQueryResult<PageData>
    if (whole[i] && !(full.isPending && light.data)) return { ...full, whole: true }
    if (views[i]?.kind === 'window' && light.data && !light.isPlaceholderData) shownWindows.current.set(windowId(i), light.data)
    return { ...light, whole: false }
  })
}
