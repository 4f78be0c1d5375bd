import { type LocalizedValue, useLocalize } from '../../i18n/localize.ts'
import { Dropdown } from '../dropdown.tsx'
import { useListQuery } from '../use-list-query.ts'
import { ALL_OPTIONS, chosenOption } from '../../../schemas/list-window.ts'

export interface FilterDefinition {
  /** The query parameter it keeps its choice in ('industry'). */
  param: string
  label: LocalizedValue
  options: readonly { id: string; name: LocalizedValue }[]
}

/**
 * The list's dropdown filters: 'All' first (no filter), then each option. Choosing one goes to
 * the list's address with it, on its first page.
 */
export function FilterBar({
  filters,
  allLabel,
  pageParam = 'page',
}: {
  filters: readonly FilterDefinition[]
  allLabel: LocalizedValue
  pageParam?: string
}) {
  const localize = useLocalize()
  const { params, hrefWith } = useListQuery()
  return (
    <div className="filter-bar">
      {filters.map((filter) => {
        const chosen = chosenOption(params.get(filter.param), filter.options)
        const option = (id: string, name: LocalizedValue) => ({
          key: id,
          label: localize(name),
          href: hrefWith({ [filter.param]: id === ALL_OPTIONS ? null : id, [pageParam]: null }),
          selected: id === chosen,
        })
        const chosenName = filter.options.find((o) => o.id === chosen)?.name ?? allLabel
        return (
          <Dropdown
            key={filter.param}
            label={localize(filter.label)}
            value={localize(chosenName)}
            options={[option(ALL_OPTIONS, allLabel), ...filter.options.map((o) => option(o.id, o.name))]}
          />
        )
      })}
    </div>
  )
}

/** A block's category filters as its schema keeps them (schemas/blocks/filters.ts). */
export interface CategoryFilters {
  industryLabel: LocalizedValue
  solutionLabel: LocalizedValue
  allLabel: LocalizedValue
  industries: readonly { id: string; name: LocalizedValue }[]
  solutions: readonly { id: string; name: LocalizedValue }[]
}

/** The industry and solution dropdowns of customer stories and our clients. */
export function CategoryFilterBar({ filters }: { filters: CategoryFilters }) {
  return (
    <FilterBar
      allLabel={filters.allLabel}
      filters={[
        { param: 'industry', label: filters.industryLabel, options: filters.industries },
        { param: 'solution', label: filters.solutionLabel, options: filters.solutions },
      ]}
    />
  )
}
