import { layouts } from '../page-layouts/index.ts'

/**
 * The block orders a page's layout gives a meaning to: its slots, the orders where it shows a
 * block borrowed from another page, and the orders it marks unused. Header and footer have no
 * layout. Blocks that editors add go after all of them; an unused order is never handed out.
 */
export function layoutOrders(slug: string): { reservedMax: number; unused: ReadonlySet<number> } {
  const layout = Object.hasOwn(layouts, slug) ? layouts[slug] : undefined
  if (!layout) return { reservedMax: 0, unused: new Set() }
  const orders = [...layout.blocks.map((b) => b.order), ...(layout.sources ?? []).map((s) => s.order), ...(layout.unused ?? [])]
  return { reservedMax: Math.max(0, ...orders), unused: new Set(layout.unused ?? []) }
}
