import { useI18n } from '../../i18n/translation.tsx'
import { Link } from 'react-router'
import { GAP, pageItems } from './page-numbers.ts'

interface PaginationProps {
  page: number
  total: number
  /** The address of a page (the list's query with that page). */
  hrefFor(page: number): string
  /** Names the navigation ('Stories pages'). */
  label: string
  /** After a page link is followed (the list jumps to its top). */
  onNavigate?(page: number): void
}

/**
 * A pager of links, so every page has its own address and works without script: previous, the
 * page numbers (spec §9, with gaps) and next. Previous is disabled on the first page and next on
 * the last; the current page is marked for assistive technology.
 */
export function Pagination({ page, total, hrefFor, label, onNavigate }: PaginationProps) {
  const { t } = useI18n()
  if (total <= 1) return null
  const step = (to: number, text: string, className: string, disabled: boolean) =>
    disabled ? (
      <a role="link" aria-disabled="true" className={`pagination__step ${className} is-disabled`}>
        {text}
      </a>
    ) : (
      <Link to={hrefFor(to)} className={`pagination__step ${className}`} onClick={() => onNavigate?.(to)}>
        {text}
      </Link>
    )
  return (
    <nav className="pagination" aria-label={label}>
      {step(page - 1, t('Previous'), 'pagination__previous', page <= 1)}
      <ol className="inline-list pagination__pages">
        {pageItems(page, total).map((item, i) =>
          item === GAP ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                className={`pagination__page${item === page ? ' is-current' : ''}`}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('Page {{page}}', { page: item })}
                onClick={() => onNavigate?.(item)}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {step(page + 1, t('Next'), 'pagination__next', page >= total)}
    </nav>
  )
}
