import * as z from 'zod/mini'
import { choices, labelled, list, localizedLine } from '../fields.ts'
import { newId } from '../ids.ts'
import { ALL_OPTIONS, categoryFilter, type ListRule } from '../list-window.ts'

/** spec §3: the filter option id that means 'no filter'; never an option's own id. */
export const ALL = ALL_OPTIONS

const optionId = (prefix: string) =>
  z._default(
    z.string().check(
      z.trim(),
      z.minLength(1),
      z.maxLength(100),
      z.regex(/^[A-Za-z0-9_-]+$/, 'Ids hold letters, digits, - and _ only'),
      z.refine((id) => id !== ALL, `'${ALL}' means every option: choose another id`),
    ),
    () => newId(prefix),
  )

/** spec §3 'Filter option': an id (what items' categories name) and its name in both languages. */
export const filterOption = (prefix: string) =>
  z.object({
    id: optionId(prefix),
    name: labelled(localizedLine(), 'Name', 'الاسم'),
  })

/** Where a block with category filters keeps its options, from the block's root. */
export const CATEGORY_SOURCES = [
  ['filters', 'industries'],
  ['filters', 'solutions'],
] as const

/**
 * spec §3 'Filters block': the industry and solution option lists and the dropdowns' labels,
 * shared by customer stories and our clients. An option id appears once across both lists
 * (an item's categories name options of either).
 */
export const categoryFilters = () =>
  labelled(
    z.prefault(
      z
        .object({
          industryLabel: labelled(localizedLine({ en: 'Industry', ar: 'القطاع' }), 'Industry filter label', 'عنوان تصفية القطاع'),
          solutionLabel: labelled(localizedLine({ en: 'Solution', ar: 'الحل' }), 'Solution filter label', 'عنوان تصفية الحل'),
          allLabel: labelled(localizedLine({ en: 'All', ar: 'الكل' }), 'Name of the option for all', 'اسم خيار الكل'),
          industries: labelled(list(filterOption('industry'), 50), 'Industries', 'القطاعات'),
          solutions: labelled(list(filterOption('solution'), 50), 'Solutions', 'الحلول'),
        })
        .check(
          z.superRefine((value, ctx) => {
            const seen = new Set<string>()
            for (const key of ['industries', 'solutions'] as const)
              value[key].forEach((option, i) => {
                if (seen.has(option.id))
                  ctx.addIssue({ code: 'custom', path: [key, i, 'id'], message: `The id '${option.id}' is used twice` })
                seen.add(option.id)
              })
          }),
        ),
      {},
    ),
    'Filters',
    'التصفية',
  )

/** An item's categories: ids of the block's industry and solution options. */
export const categories = () =>
  labelled(choices(CATEGORY_SOURCES), 'Industry and solution', 'القطاع والحل', {
    en: 'The item shows under each filter option ticked here.',
    ar: 'يظهر البند عند اختيار أيٍّ من الخيارات المحدّدة هنا.',
  })

const filtersOf = (content: Record<string, unknown>) => (content.filters ?? {}) as Record<string, unknown>

/**
 * The window rule of a list filtered by industry and solution (`?industry=&solution=&page=`):
 * customer stories and our clients, `perPage` a page.
 */
export const categoryListRule = (list: string, perPage: number): ListRule => ({
  list,
  perPage,
  filters: [categoryFilter('industry', (c) => filtersOf(c).industries), categoryFilter('solution', (c) => filtersOf(c).solutions)],
})
