import { type ReactNode, useRef } from 'react'
import { useI18n } from '../i18n/translation.tsx'
import { type AnySchema, listRuleOf } from '../../schemas/fields.ts'
import { Pagination } from '../widgets/paging/pagination.tsx'
import { useListQuery } from '../widgets/use-list-query.ts'
import { useOptionalBlock } from './block-context.tsx'
import type { Field, Fields } from './fields.ts'
import { Area } from './inline/area.tsx'
import { List } from './inline/list.tsx'
import { useListWindow } from './list-window.ts'

interface FilterableListProps<Item extends { id: string }> {
  /** The block's schema and content: its list rule (listRule()) cuts the window this place shows. */
  schema: AnySchema
  content: Record<string, unknown>
  /** The list field of the content (`f.stories`). */
  list: Field<readonly Item[]> & { readonly $items: readonly Fields<Item>[] }
  /** The field the filters' labels and options live in: 'Edit filters' opens it in edit mode. */
  filtersField: Field<unknown>
  /** The filters every reader sees, at the toolbar's start. */
  filters: ReactNode
  /** The edit-mode button that adds an entry ('Add story') and what it does. */
  addLabel: string
  onAdd(): void
  /** The grid's own class beside `card-grid` ('stories__grid'). */
  gridClassName: string
  /** Names the pager's navigation ('Customer stories pages'). */
  pagerLabel: string
  /** One card; `position` counts from the first item the filters keep, across pages. */
  children(item: Fields<Item>, position: number): ReactNode
}

/**
 * A filtered, paged list of cards (posts, customer stories, clients): the toolbar with its filters
 * (and in edit mode 'Edit filters' and the add button), 'No results found' when nothing matches,
 * the grid of this page's cards and the pager, whose links come back to the toolbar. Filters and
 * page live in the address, so the server renders what the browser shows.
 */
export function FilterableList<Item extends { id: string }>(props: FilterableListProps<Item>) {
  const { schema, content, list, filtersField, filters, addLabel, onAdd, gridClassName, pagerLabel, children } = props
  const { t } = useI18n()
  const editing = !!useOptionalBlock()?.editing
  const top = useRef<HTMLDivElement>(null)
  const { hrefWith } = useListQuery()
  const { shown, total, page, pages } = useListWindow(schema, content)
  const first = (page - 1) * (listRuleOf(schema)?.perPage ?? 0)
  const items = list.$items

  return (
    <>
      <div className="list-toolbar" ref={top}>
        {filters}
        {editing && (
          <div className="list-toolbar__tools">
            <Area field={filtersField} className="list-toolbar__edit-filters">
              {t('Edit filters')}
            </Area>
            <button type="button" className="button button--primary" onClick={onAdd}>
              {addLabel}
            </button>
          </div>
        )}
      </div>
      {total === 0 && !editing ? (
        <p className="list-empty" role="status">
          {t('No results found')}
        </p>
      ) : (
        <List field={list}>
          <ul className={`card-grid ${gridClassName}`}>
            {shown.map((i, n) => {
              const item = items[i]
              return item ? <li key={item.$value.id}>{children(item, first + n)}</li> : null
            })}
          </ul>
        </List>
      )}
      {/* Page 1 has no `?page`; a followed link goes back to the toolbar, the list's top. */}
      <Pagination
        page={page}
        total={pages}
        label={pagerLabel}
        hrefFor={(p) => hrefWith({ page: p === 1 ? null : String(p) })}
        onNavigate={() => top.current?.scrollIntoView({ block: 'start', behavior: 'instant' })}
      />
    </>
  )
}
