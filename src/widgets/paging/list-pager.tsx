import type { RefObject } from 'react'
import { Pagination } from './pagination.tsx'

interface ListPagerProps {
  page: number
  total: number
  /** Names the navigation ('Clients pages'). */
  label: string
  /** The list's address with some parameters changed (useListQuery). */
  hrefWith(changes: Record<string, string | null>): string
  /** The top of the list, where a followed page link goes back to. */
  top: RefObject<HTMLElement | null>
}

/** The pager under a filtered list: page 1 has no `?page`, and a followed link goes back to the list's top. */
export function ListPager({ page, total, label, hrefWith, top }: ListPagerProps) {
  return (
    <Pagination
      page={page}
      total={total}
      label={label}
      hrefFor={(p) => hrefWith({ page: p === 1 ? null : String(p) })}
      onNavigate={() => top.current?.scrollIntoView({ block: 'start', behavior: 'instant' })}
    />
  )
}
