/** The gap between page numbers ('…'). */
export const GAP = 'gap' as const

export type PageItem = number | typeof GAP

/**
 * spec §9: the page numbers a pager shows. Every page when there are at most `siblings` + 5 (six
 * with one sibling); otherwise the first and the last page, the current one with `siblings`
 * neighbours on each side, and a gap where pages are left out. Near either end the run of
 * numbers is `3 + 2 × siblings` long, so the pager keeps its width:
 * 7 pages at 1 → 1 2 3 4 5 … 7; at 4 → 1 … 3 4 5 6 7; 10 at 5 → 1 … 4 5 6 … 10.
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)
  if (total <= siblings + 5) return range(1, total)
  const page = Math.min(Math.max(1, current), total)
  const left = Math.max(page - siblings, 1)
  const right = Math.min(page + siblings, total)
  const leftGap = left > 2
  const rightGap = right < total - 2
  const run = 3 + 2 * siblings
  if (!leftGap) return [...range(1, run), GAP, total]
  if (!rightGap) return [1, GAP, ...range(total - run + 1, total)]
  return [1, GAP, ...range(left, right), GAP, total]
}
