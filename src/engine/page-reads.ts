import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { itemReads, type LayoutShape } from '../../page-layouts/layout-shape.ts'
import { pageKey, type PageView, pageQuery, visitorQuery } from '../api/get-page.ts'
import type { PageData } from '../api/types.ts'

/** A page as this render reads it; `whole` is false for what visitors read (a summary, one item's page). */
export type PageRead = UseQueryResult<PageData> & { whole: boolean }

/** How visitors read each page a layout shows: for one item's own page where the layout draws it, else as lists draw it. */
export function visitorViews(layout: LayoutShape, slugs: readonly string[], param: (name: string) => string | undefined): PageView[] {
  const items = itemReads(layout)
  return slugs.map((slug) => {
    const name = items.get(slug)
    const id = name === undefined ? undefined : param(name)
    return name === undefined ? { kind: 'summary' } : id ? { kind: 'item', id } : { kind: 'whole' }
  })
}

/**
 * The pages a layout shows. Visitors read each as its places draw it (visitorViews): without
 * the item pages a list never draws (most of a large list's bytes), or with just the item the
 * address names. Editing needs whole pages; so does a page this client already holds whole,
 * which after an edit is the newest it knows. While a whole page is on its way, what visitors
 * read, if held, is shown.
 */
export function usePageReads(slugs: readonly string[], layout: LayoutShape, editing: boolean): PageRead[] {
  const qc = useQueryClient()
  const params = useParams()
  const views = visitorViews(layout, slugs, (name) => params[name])
  const whole = slugs.map((slug, i) => editing || views[i]?.kind === 'whole' || qc.getQueryData(pageKey(slug)) !== undefined)
  const results = useQueries({
    queries: slugs.flatMap((slug, i) => {
      const view = views[i] as PageView
      return [
        { ...pageQuery(slug), enabled: whole[i] },
        { ...visitorQuery(slug, view.kind === 'whole' ? { kind: 'summary' } : view), enabled: !whole[i] },
      ]
    }),
  })
  return slugs.map((_, i) => {
    const full = results[2 * i] as UseQueryResult<PageData>
    const light = results[2 * i + 1] as UseQueryResult<PageData>
    if (whole[i] && !(full.isPending && light.data)) return { ...full, whole: true }
    return { ...light, whole: false }
  })
}
