import { useMemo } from 'react'
import { pageCount, pageFromQuery, pageSlice } from '../paging/page-numbers.ts'
import { useListQuery } from '../use-list-query.ts'
import { chosenOption, matchesOptions } from './category-filter.ts'

/** A block's industry and solution options (schemas/blocks/filters.ts). */
export interface CategoryOptions {
  industries: readonly { id: string }[]
  solutions: readonly { id: string }[]
}

/**
 * The page of a list filtered by industry and solution, all read from the address
 * (?industry=&solution=&page=): the indexes of the matching items, the page shown, the pages
 * there are, and the indexes on that page.
 */
export function useCategoryPage(items: readonly { categories: readonly string[] }[], filters: CategoryOptions, perPage: number) {
  const { params, hrefWith } = useListQuery()
  const industry = chosenOption(params.get('industry'), filters.industries)
  const solution = chosenOption(params.get('solution'), filters.solutions)
  const matching = useMemo(
    () => items.flatMap((item, i) => (matchesOptions(item.categories, [industry, solution]) ? [i] : [])),
    [items, industry, solution],
  )
  const total = pageCount(matching.length, perPage)
  const page = pageFromQuery(params.get('page'), total)
  return { matching, total, page, shown: pageSlice(matching, page, perPage), hrefWith }
}
