import type { BlockKey } from '../registry/index.ts'

export interface LayoutEntry {
  order: number
  block: BlockKey
}

/** A block read from another page, shown at `order` on this one (and saved to its own page). */
export interface CrossPageSource {
  order: number
  block: BlockKey
  from: { page: string; order: number }
}

export interface PageLayout {
  page: string
  /** The blocks this page is built from, by order number. */
  blocks: LayoutEntry[]
  sources?: CrossPageSource[]
  /** Order numbers the page does not show (spec: 'unused'). */
  unused?: number[]
  /** The page's own message when it has no block of this type (e.g. 'Privacy Policy content not found!'). */
  missing?: { block: BlockKey; message: string }
}

export const defineLayout = (layout: PageLayout) => layout
