import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { type LayoutShape, wholePages } from '../../page-layouts/layout-shape.ts'
import { pageKey, pageQuery, summaryQuery } from '../api/get-page.ts'
import type { PageData } from '../api/types.ts'

/** A page as this render reads it; `whole` is false for the summary lists read (`view=summary`). */
export type PageRead = UseQueryResult<PageData> & { whole: boolean }

/**
 * The pages a layout shows, each read whole or as a summary. Visitors read summaries, without
 * the item pages a list never draws (most of a large list's bytes), except from pages whose
 * item pages the layout draws (`itemPages`). Editing needs whole pages; so does a page this
 * client already holds whole, which after an edit is the newest it knows. While a whole page is
 * on its way, the summary already held is shown.
 */
export function usePageReads(slugs: readonly string[], layout: LayoutShape, editing: boolean): PageRead[] {
  const qc = useQueryClient()
  const always = wholePages(layout)
  const whole = slugs.map((slug) => editing || always.has(slug) || qc.getQueryData(pageKey(slug)) !== undefined)
  const results = useQueries({
    queries: slugs.flatMap((slug, i) => [
      { ...pageQuery(slug), enabled: whole[i] },
      { ...summaryQuery(slug), enabled: !whole[i] },
    ]),
  })
  return slugs.map((_, i) => {
    const full = results[2 * i] as UseQueryResult<PageData>
    const summary = results[2 * i + 1] as UseQueryResult<PageData>
    if (whole[i] && !(full.isPending && summary.data)) return { ...full, whole: true }
    return { ...summary, whole: false }
  })
}
